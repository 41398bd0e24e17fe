// The `requests` demo dataset: a few requests sent from the demo member's address
// (local/aws/create-user-pool.ts), so /account has something to show once they sign in: a rental
// in a few weeks still waiting for an officer, a player request already answered, and a contact
// message. Dates are relative to the seed; a request already there is kept as it is.

import { clubTime, clubDay, startOfClubDay } from '../../common/club-time';
import { pricingFromConfig } from '../../common/rental/rental-pricing';
import { estimateRental, RENTAL_FACILITY_NAME } from '../../common/rental/rental-rules';
import { normalizeEmail } from '../../common/requests/visitor-forms';
import { bodyHash } from '../../lambdas/domain/requests/request-reference';
import { requestItemSchema, type RequestItem } from '../../lambdas/domain/requests/request-item';
import { withInboxKeys } from '../../lambdas/domain/requests/inbox-keys';
import { demoMember } from '../aws/create-user-pool';
import { putIfAbsent, type DemoDataset } from './dataset';
import { demoRentalConfig } from './rental-config';

const DAY_MS = 86_400_000;

/** The club's date `days` after the seed, at a wall-clock hour. */
function clubDateAt(now: number, days: number, hour: number): number {
  const [year = 0, month = 0, day = 0] = clubDay(startOfClubDay(now, days)).split('-').map(Number);
  return clubTime(year, month, day, hour);
}

export function demoRequestItems(now: number): RequestItem[] {
  const email = demoMember.email;
  const base = { requesterEmail: normalizeEmail(email), visitorMail: 'queued' as const };
  const rentalStart = clubDateAt(now, 40, 17);
  const rental = {
    email,
    name: 'Demo Member',
    phone: '(630) 555-0150',
    start: rentalStart,
    end: rentalStart + 5 * 3_600_000,
    eventTitle: 'Graduation party',
    eventDescription: 'Dinner for family and friends.',
    facilityName: RENTAL_FACILITY_NAME,
    organizationName: '',
    expectedAttendees: 60,
    additionalNotes: '',
  };
  const player = {
    firstName: 'Demo',
    lastName: 'Member',
    email,
    phone: '(630) 555-0150',
    dateOfBirth: '',
    position: 'wing' as const,
    experience: 'beginner' as const,
    message: 'I played touch rugby at college and would like to try the real thing.',
  };
  const contact = {
    name: 'Demo Member',
    email,
    number: '',
    subject: 'Visiting a training session',
    message: 'Can I come and watch a Tuesday training before joining?',
    isCorp: false,
    topics: ['rugbyClub' as const],
  };
  const items = [
    requestItemSchema.parse({
      ...base,
      id: 'DEMRENTAL1',
      kind: 'rental',
      status: 'pending',
      createdAt: now - 2 * DAY_MS,
      updatedAt: now - 2 * DAY_MS,
      bodyHash: bodyHash(rental),
      details: rental,
      estimate: estimateRental(
        rental.start,
        rental.end,
        pricingFromConfig(Object.entries(demoRentalConfig).map(([key, value]) => ({ key, value }))),
      ),
    }),
    requestItemSchema.parse({
      ...base,
      id: 'DEMPLAYER1',
      kind: 'player',
      status: 'handled',
      createdAt: now - 20 * DAY_MS,
      updatedAt: now - 18 * DAY_MS,
      bodyHash: bodyHash(player),
      details: player,
    }),
    requestItemSchema.parse({
      ...base,
      id: 'DEMCONTAC1',
      kind: 'contact',
      status: 'handled',
      createdAt: now - 30 * DAY_MS,
      updatedAt: now - 29 * DAY_MS,
      bodyHash: bodyHash(contact),
      details: contact,
    }),
  ];
  return items.map(withInboxKeys);
}

export const demoRequestsDataset: DemoDataset = {
  name: 'requests',
  version: 1,
  async seed(target) {
    let added = 0;
    for (const item of demoRequestItems(target.now)) if (await putIfAbsent(target, 'requests', item, 'id')) added++;
    return added;
  },
};
