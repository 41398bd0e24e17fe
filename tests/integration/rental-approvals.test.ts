// Approving, declining and cancelling rentals and blocking dates against DynamoDB Local, on tables
// of this file's own, with the rental model of tests/support/rental-model.ts: an approval books the
// hall and mails the requester in one transaction; 50 officers approving mutually overlapping
// requests at once leave exactly one booking and 49 refusals naming it, for one space and for the
// whole site against a field; spaces that share no ground are booked side by side, and a space's
// set-up and clean-up time is taken too; a home-match day refuses the fields and moves with its
// fixture; a weekly series books its free dates and lists the others; spans across the club's 2027
// clock changes are compared as real instants; every move the state table does not allow is 409; a
// cancellation frees the time.

import { GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { availabilityWindows } from '../../common/teams/availability-windows';
import { RENTAL_AVAILABILITY_PATH, type TakenSlot } from '../../common/rental/bookings';
import { clubTime } from '../../common/club-time';
import {
  APPROVE_REQUEST_PATH,
  BLOCKED_DATE_PATH,
  BLOCKED_DATES_PATH,
  CANCEL_REQUEST_PATH,
  DECLINE_REQUEST_PATH,
  declineReasonLabels,
  HANDLE_REQUEST_PATH,
} from '../../common/requests/inbox';
import { RENTAL_FACILITY_NAME, RENTAL_REQUESTS_PATH, rentalMessages } from '../../common/rental/rental-rules';
import {
  type RequestAction,
  type RequestKind,
  type RequestStatus,
  requestActions,
  requestMoves,
  statusesOf,
} from '../../common/requests/request-status';
import { bookingIdFor } from '../../lambdas/domain/requests/rental-moves';
import { bookingItemSchema } from '../../lambdas/domain/rental/booking-item';
import type { OutboxItem } from '../../lambdas/domain/mail/outbox-item';
import { requestItemSchema, type RequestItem } from '../../lambdas/domain/requests/request-item';
import { withInboxKeys } from '../../lambdas/domain/requests/inbox-keys';
import { apiEvent, errorText, jsonBody, officerClaims } from '../support/api-event';
import { bodyOf, postTo } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { usePaymentsSecret } from '../support/payments';
import { putHomeGame, putRentalModel, testRentalModel } from '../support/rental-model';
import { quoteRental } from '../../common/rental/rental-quote';
import type { RentalSeries } from '../../common/rental/rental-series';
import { INBOX_REQUEST_PATH } from '../../common/requests/inbox';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-approvals-${process.pid}-` });
// An approval's mail links the renter's booking page with a token signed by the payments secret's key.
usePaymentsSecret();
const { handler: approve } = await import('../../lambdas/handlers/approve-rental-request');
const { handler: decline } = await import('../../lambdas/handlers/decline-rental-request');
const { handler: cancel } = await import('../../lambdas/handlers/cancel-rental-request');
const { handler: handle } = await import('../../lambdas/handlers/mark-request-handled');
const { handler: block } = await import('../../lambdas/handlers/create-blocked-dates');
const { handler: listBlocks } = await import('../../lambdas/handlers/list-blocked-dates');
const { handler: unblock } = await import('../../lambdas/handlers/delete-blocked-dates');
const { handler: availability } = await import('../../lambdas/handlers/list-rental-availability');
const { handler: createRentalRequest } = await import('../../lambdas/handlers/create-rental-request');
const { handler: getInboxRequest } = await import('../../lambdas/handlers/get-inbox-request');
const postRequest = postTo(createRentalRequest, RENTAL_REQUESTS_PATH);

await putRentalModel(local);

afterAll(() => local.close());

const officer = officerClaims('officer-approvals');
const HOUR = 3_600_000;
let counter = 0;

function nextId(): string {
  counter += 1;
  return `AP${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(5, '0')}`;
}

const otherDetails: Record<Exclude<RequestKind, 'rental'>, Record<string, unknown>> = {
  sponsorship: { companyName: 'Lemont Hardware', contactName: 'Ann', email: 'ann@example.com', sponsorshipType: 'jersey' },
  player: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '630 555 0100', position: 'prop' },
  contact: { name: 'Ann', email: 'ann@example.com', subject: 'Kit sizes', message: 'Which sizes?' },
  'profile-change': { name: 'Ann Lee', email: 'ann@example.com', playerSlug: 'ann-lee', bio: 'Prop.', currentBio: '', playerUpdatedAt: 1 },
};

/** A stored request, as submitRequest writes it, in any status. */
async function putRequest(
  options: {
    kind?: RequestKind;
    status?: RequestStatus;
    start?: number;
    end?: number;
    title?: string;
    email?: string;
    spaceId?: string;
    series?: RentalSeries;
  } = {},
): Promise<RequestItem> {
  const kind = options.kind ?? 'rental';
  const id = nextId();
  const start = options.start ?? clubTime(2027, 6, 5, 17);
  const email = options.email ?? `visitor-${id.toLowerCase()}@example.com`;
  const rental = {
    kind: 'rental',
    details: {
      email,
      name: 'Vera Visitor',
      phone: '630 555 0100',
      start,
      end: options.end ?? start + 4 * HOUR,
      eventTitle: options.title ?? `Party ${id}`,
      facilityName: RENTAL_FACILITY_NAME,
      ...(options.spaceId ? { spaceId: options.spaceId } : {}),
      ...(options.series ? { series: options.series } : {}),
    },
    estimate: { cost: 200, deposit: 20, total: 220 },
    ...(options.spaceId ? { spaceId: options.spaceId } : {}),
    ...(options.spaceId
      ? {
          quote: quoteRental(testRentalModel, {
            spaceId: options.spaceId,
            start,
            end: options.end ?? start + 4 * HOUR,
            attendees: 0,
            addOnIds: [],
            occurrences: options.series?.count ?? 1,
          }),
        }
      : {}),
  };
  const item = withInboxKeys(
    requestItemSchema.parse({
      ...(kind === 'rental' ? rental : { kind, details: otherDetails[kind] }),
      id,
      status: options.status ?? (kind === 'rental' ? 'pending' : 'new'),
      createdAt: 1_000 + counter,
      updatedAt: 1_000 + counter,
      bodyHash: 'a'.repeat(64),
      visitorMail: 'queued',
      requesterEmail: email,
    }),
  );
  await local.ddb.send(new PutCommand({ TableName: local.tableName('requests'), Item: item }));
  return item;
}

type RentalItem = Extract<RequestItem, { kind: 'rental' }>;

async function putRental(
  options: { start?: number; end?: number; title?: string; spaceId?: string; series?: RentalSeries } = {},
): Promise<RentalItem> {
  const item = await putRequest(options);
  if (item.kind !== 'rental') throw new Error('a rental was asked for');
  return item;
}

function post(handler: typeof approve, path: string, id: string, body: unknown = {}) {
  return handler(
    apiEvent({
      method: 'POST',
      path: path.replace('{requestId}', id),
      routePath: path,
      pathParameters: { requestId: id },
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      claims: officer,
    }),
  );
}

const approveRequest = (id: string) => post(approve, APPROVE_REQUEST_PATH, id);

async function stored(id: string): Promise<RequestItem> {
  const found = await local.ddb.send(new GetCommand({ TableName: local.tableName('requests'), Key: { id } }));
  return requestItemSchema.parse(found.Item);
}

async function bookingsBetween(start: number, end: number) {
  const all = await local.ddb.send(new ScanCommand({ TableName: local.tableName('bookings') }));
  return (all.Items ?? []).map((item) => bookingItemSchema.parse(item)).filter((booking) => booking.start < end && start < booking.end);
}

async function mailAbout(id: string): Promise<OutboxItem[]> {
  const all = await local.ddb.send(new ScanCommand({ TableName: local.tableName('outbox') }));
  return (all.Items ?? []).filter((item) => item.about === `rental request ${id}`) as OutboxItem[];
}

/** The slots overlapping `[start, end)`, read as the calendar reads them: a month at a time. */
async function takenSlots(start: number, end: number): Promise<TakenSlot[]> {
  const found = new Map<string, TakenSlot>();
  for (const window of availabilityWindows(start, end)) {
    const result = await availability(apiEvent({ path: RENTAL_AVAILABILITY_PATH, query: { ...window } }));
    expect(result.statusCode).toBe(200);
    for (const slot of jsonBody(result) as TakenSlot[]) found.set(slot.id, slot);
  }
  return [...found.values()].filter((slot) => Date.parse(slot.start) < end && start < Date.parse(slot.end));
}

describe('approving a rental', () => {
  it('books the hall, shows the slot on the calendar and queues the outcome mail to the requester, in one go', async () => {
    const start = clubTime(2027, 7, 10, 17);
    const request = await putRental({ start, end: start + 5 * HOUR, title: 'Summer barbecue' });

    const result = await approveRequest(request.id);

    expect(result.statusCode).toBe(200);
    const answer = jsonBody(result) as { request: { status: string; bookingId: string }; booking: { id: string } };
    expect(answer.booking.id).toBe(bookingIdFor(request.id));
    expect(answer.request).toMatchObject({ status: 'approved', bookingId: answer.booking.id });
    const after = await stored(request.id);
    expect(after).toMatchObject({ status: 'approved', kindStatus: 'rental#approved', decidedBy: officer.email });
    expect(after.openKind).toBeUndefined();
    expect(await bookingsBetween(start, start + 5 * HOUR)).toEqual([
      expect.objectContaining({ id: answer.booking.id, kind: 'rental', requestId: request.id, title: 'Summer barbecue' }),
    ]);
    expect(await takenSlots(start - 24 * HOUR, start + 24 * HOUR)).toEqual([
      expect.objectContaining({ start: new Date(start).toISOString(), end: new Date(start + 5 * HOUR).toISOString() }),
    ]);
    const mails = await mailAbout(request.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual([request.details.email]);
    expect(mails[0]?.subject).toContain('booked');
  });

  it('keeps the internal notes written before it', async () => {
    const request = await putRental({ start: clubTime(2027, 7, 24, 12) });
    await local.ddb.send(
      new UpdateCommand({
        TableName: local.tableName('requests'),
        Key: { id: request.id },
        UpdateExpression: 'SET notes = :notes',
        ExpressionAttributeValues: { ':notes': [{ text: 'Deposit paid by check.', at: 5, by: 'pat@example.com' }] },
      }),
    );

    expect((await approveRequest(request.id)).statusCode).toBe(200);

    expect((await stored(request.id)).notes).toEqual([{ text: 'Deposit paid by check.', at: 5, by: 'pat@example.com' }]);
  });

  it('is a no-op the second time: the same booking, no second one, no second mail', async () => {
    const start = clubTime(2027, 7, 17, 12);
    const request = await putRental({ start });
    const first = jsonBody(await approveRequest(request.id)) as { booking: { id: string } };

    const again = await approveRequest(request.id);

    expect(again.statusCode).toBe(200);
    expect((jsonBody(again) as { booking: { id: string } }).booking.id).toBe(first.booking.id);
    expect(await bookingsBetween(start, start + 4 * HOUR)).toHaveLength(1);
    expect(await mailAbout(request.id)).toHaveLength(1);
  });

  it('lets exactly one of 50 simultaneous approvals of mutually overlapping requests win; every other answer is a 409 naming it', async () => {
    const base = clubTime(2027, 8, 14, 9);
    // Each starts 10 minutes after the previous and lasts 10 hours: every pair overlaps.
    const requests = await Promise.all(
      Array.from({ length: 50 }, (_, i) => putRental({ start: base + i * 10 * 60_000, end: base + i * 10 * 60_000 + 10 * HOUR })),
    );

    const answers = await Promise.all(requests.map((request) => approveRequest(request.id)));

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const booked = await bookingsBetween(base, base + 20 * HOUR);
    expect(booked).toHaveLength(1);
    const winner = requests.find((request) => request.id === booked[0]?.requestId);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) {
      expect(errorText(answer)).toContain(`"${winner?.details.eventTitle}"`);
    }
    const approved = await Promise.all(requests.map((request) => stored(request.id)));
    expect(approved.filter((item) => item.status === 'approved').map((item) => item.id)).toEqual([winner?.id]);
  }, 60_000);

  it('refuses a request overlapping a booking in another month (the span crosses the month line)', async () => {
    const longOne = await putRental({ start: clubTime(2027, 9, 29, 10), end: clubTime(2027, 10, 2, 10), title: 'Harvest festival' });
    expect((await approveRequest(longOne.id)).statusCode).toBe(200);
    const october = await putRental({ start: clubTime(2027, 10, 1, 18), end: clubTime(2027, 10, 1, 22) });

    const result = await approveRequest(october.id);

    expect(result.statusCode).toBe(409);
    expect(errorText(result)).toContain('"Harvest festival"');
    expect((await stored(october.id)).status).toBe('pending');
  });

  it('compares real instants across the spring-forward night (March 14, 2027): overlap refused, back-to-back booked', async () => {
    // 10 PM CST on the 13th to 4 AM CDT on the 14th: five real hours (2 AM never happens).
    const night = await putRental({ start: clubTime(2027, 3, 13, 22), end: clubTime(2027, 3, 14, 4), title: 'Spring night' });
    expect(night.details.end - night.details.start).toBe(5 * HOUR);
    expect((await approveRequest(night.id)).statusCode).toBe(200);

    const overlapping = await putRental({ start: clubTime(2027, 3, 14, 3, 30), end: clubTime(2027, 3, 14, 8) });
    const backToBack = await putRental({ start: clubTime(2027, 3, 14, 4), end: clubTime(2027, 3, 14, 8) });

    expect((await approveRequest(overlapping.id)).statusCode).toBe(409);
    expect((await approveRequest(backToBack.id)).statusCode).toBe(200);
  });

  it('compares real instants across the fall-back night (November 7, 2027): the second 1 AM follows the first', async () => {
    // Midnight to 1:30 AM CDT (06:30 UTC); then 1 AM CST (07:00 UTC) is later, though the wall clock reads earlier.
    const early = await putRental({ start: Date.UTC(2027, 10, 7, 5), end: Date.UTC(2027, 10, 7, 6, 30), title: 'Late party' });
    expect((await approveRequest(early.id)).statusCode).toBe(200);
    const secondOneAm = await putRental({ start: Date.UTC(2027, 10, 7, 7), end: Date.UTC(2027, 10, 7, 10) });
    const overlapping = await putRental({ start: Date.UTC(2027, 10, 7, 6), end: Date.UTC(2027, 10, 7, 6, 45) });

    expect((await approveRequest(secondOneAm.id)).statusCode).toBe(200);
    const refused = await approveRequest(overlapping.id);
    expect(refused.statusCode).toBe(409);
    expect(errorText(refused)).toContain('"Late party"');
  });
});

describe('spaces that share ground', () => {
  it('lets exactly one of 50 simultaneous approvals win when the whole site and a field are asked for at overlapping times', async () => {
    const base = clubTime(2027, 9, 11, 9);
    // Every pair overlaps in time, and the whole site shares ground with the field: every pair collides.
    const requests = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        putRental({ spaceId: i % 2 === 0 ? 'site' : 'main', start: base + i * 10 * 60_000, end: base + i * 10 * 60_000 + 10 * HOUR }),
      ),
    );

    const answers = await Promise.all(requests.map((request) => approveRequest(request.id)));

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const booked = await bookingsBetween(base, base + 20 * HOUR);
    expect(booked).toHaveLength(1);
    const winner = requests.find((request) => request.id === booked[0]?.requestId);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) {
      expect(errorText(answer)).toContain(`"${winner?.details.eventTitle}"`);
    }
  }, 60_000);

  it('books spaces that share no ground side by side, then refuses the whole site over either', async () => {
    const start = clubTime(2027, 9, 18, 10);
    const hall = await putRental({ spaceId: 'hall', start, end: start + 4 * HOUR, title: 'Hall lunch' });
    const pitch = await putRental({ spaceId: 'main', start, end: start + 4 * HOUR, title: 'Pitch tournament' });

    const [hallAnswer, pitchAnswer] = await Promise.all([approveRequest(hall.id), approveRequest(pitch.id)]);

    expect([hallAnswer.statusCode, pitchAnswer.statusCode]).toEqual([200, 200]);
    expect((await bookingsBetween(start, start + 4 * HOUR)).map((booking) => booking.spaceId).sort()).toEqual(['hall', 'main']);
    const site = await putRental({ spaceId: 'site', start: start + 3 * HOUR, end: start + 6 * HOUR });
    const refused = await approveRequest(site.id);
    expect(refused.statusCode).toBe(409);
    expect(errorText(refused)).toMatch(/"Hall lunch"|"Pitch tournament"/);
  });

  it("takes a space's set-up before and clean-up after: the next booking may start only once they are over", async () => {
    const start = clubTime(2027, 9, 25, 12);
    const first = await putRental({ spaceId: 'clubhouse', start, end: start + 4 * HOUR, title: 'Clubhouse brunch' });
    expect((await approveRequest(first.id)).statusCode).toBe(200);
    // The clubhouse has an hour of each: the booking holds 11:00 to 17:00.
    expect(await bookingsBetween(start, start + 4 * HOUR)).toEqual([
      expect.objectContaining({ spaceId: 'clubhouse', start: start - HOUR, end: start + 5 * HOUR }),
    ]);
    const tooSoon = await putRental({ spaceId: 'clubhouse', start: start + 5.5 * HOUR, end: start + 8 * HOUR });
    const backToBack = await putRental({ spaceId: 'clubhouse', start: start + 6 * HOUR, end: start + 8 * HOUR });

    expect((await approveRequest(tooSoon.id)).statusCode).toBe(409);
    expect((await approveRequest(backToBack.id)).statusCode).toBe(200);
  });
});

describe('home-match days', () => {
  it('refuse the fields, naming the match, and move with the fixture; the hall stays open', async () => {
    const kickOff = clubTime(2027, 10, 16, 14);
    await putHomeGame(local, 'it-home-moved', kickOff, 'Lakeshore RFC');
    const evening = { start: clubTime(2027, 10, 16, 18), end: clubTime(2027, 10, 16, 21) };
    const pitch = await putRental({ spaceId: 'main', ...evening });
    const hall = await putRental({ spaceId: 'hall', ...evening });

    const refused = await approveRequest(pitch.id);

    expect(refused.statusCode).toBe(409);
    expect(errorText(refused)).toBe('The fields are in use for the home match against Lakeshore RFC on Saturday 16 October.');
    expect((await approveRequest(hall.id)).statusCode).toBe(200);
    expect((await takenSlots(clubTime(2027, 10, 16), clubTime(2027, 10, 17))).filter((slot) => slot.kind === 'match')).toEqual([
      expect.objectContaining({
        opponent: 'Lakeshore RFC',
        start: new Date(clubTime(2027, 10, 16)).toISOString(),
        spaces: ['Main pitch', 'Training pitch'],
      }),
    ]);

    // The fixture moves a week on: the 16th is free for the fields, the 23rd is not.
    await putHomeGame(local, 'it-home-moved', clubTime(2027, 10, 23, 14), 'Lakeshore RFC');

    expect((await approveRequest(pitch.id)).statusCode).toBe(200);
    expect((await takenSlots(clubTime(2027, 10, 16), clubTime(2027, 10, 17))).filter((slot) => slot.kind === 'match')).toEqual([]);
    const nextWeek = await postRequest({
      email: 'coach@example.com',
      name: 'Coach Carter',
      phone: '(630) 555-0150',
      start: clubTime(2027, 10, 23, 9),
      end: clubTime(2027, 10, 23, 11),
      eventTitle: 'Youth clinic',
      spaceId: 'training',
    });
    expect(nextWeek.statusCode).toBe(409);
    expect(bodyOf(nextWeek).error).toBe(rentalMessages.matchDay('The fields are', 'Lakeshore RFC', 'Saturday 23 October'));
  });

  it('leave the fields open when the fixture is an away game or cancelled', async () => {
    await putHomeGame(local, 'it-home-cancelled', clubTime(2027, 10, 30, 14), 'Hawks RFC', 'cancelled');
    const pitch = await putRental({ spaceId: 'main', start: clubTime(2027, 10, 30, 9), end: clubTime(2027, 10, 30, 12) });

    expect((await approveRequest(pitch.id)).statusCode).toBe(200);
  });
});

describe('a series', () => {
  it('books its free dates and lists the others (a home-match day, a date taken) in the answer, the inbox and the mail', async () => {
    await putHomeGame(local, 'it-home-midweek', clubTime(2027, 11, 9, 19), 'Wolves RFC');
    const gala = await putRental({
      spaceId: 'site',
      start: clubTime(2027, 11, 23, 17),
      end: clubTime(2027, 11, 23, 21),
      title: 'Club gala',
    });
    expect((await approveRequest(gala.id)).statusCode).toBe(200);
    const first = clubTime(2027, 11, 2, 18);
    const series = await putRental({
      spaceId: 'training',
      start: first,
      end: first + 2 * HOUR,
      title: 'Lions training',
      series: { frequency: 'weekly', count: 5 },
    });

    const result = await approveRequest(series.id);

    expect(result.statusCode).toBe(200);
    const answer = jsonBody(result) as { bookings: { start: number }[]; skipped: { start: number; reason: string; detail: string }[] };
    expect(answer.bookings.map((booking) => booking.start)).toEqual([
      clubTime(2027, 11, 2, 18),
      clubTime(2027, 11, 16, 18),
      clubTime(2027, 11, 30, 18),
    ]);
    expect(answer.skipped).toEqual([
      {
        start: clubTime(2027, 11, 9, 18),
        end: clubTime(2027, 11, 9, 20),
        reason: 'match',
        detail: 'The fields are in use for the home match against Wolves RFC on Tuesday 9 November.',
      },
      {
        start: clubTime(2027, 11, 23, 18),
        end: clubTime(2027, 11, 23, 20),
        reason: 'booked',
        detail: expect.stringContaining('"Club gala"'),
      },
    ]);
    const after = await stored(series.id);
    if (after.kind !== 'rental') throw new Error('a rental was asked for');
    expect(after).toMatchObject({ status: 'approved', bookingId: bookingIdFor(series.id, 0) });
    expect(after.bookingIds).toHaveLength(3);
    expect(after.skipped).toEqual(answer.skipped);
    // The same prices, three dates: 2 hours at $50 each time.
    expect(after.bookedQuote).toMatchObject({ occurrences: 3, totalCents: 3 * 2 * 5_000 });
    const ours = (await bookingsBetween(clubTime(2027, 11, 1), clubTime(2027, 12, 1))).filter((booking) => booking.requestId === series.id);
    expect(ours).toHaveLength(3);

    const inbox = await getInboxRequest(
      apiEvent({
        path: INBOX_REQUEST_PATH.replace('{requestId}', series.id),
        routePath: INBOX_REQUEST_PATH,
        pathParameters: { requestId: series.id },
        claims: officer,
      }),
    );
    expect((jsonBody(inbox) as { skipped: unknown[] }).skipped).toEqual(answer.skipped);

    const [mail] = await mailAbout(series.id);
    expect(mail?.text).toContain('Booked dates (3):');
    expect(mail?.text).toContain('Dates we could not book (2)');
    expect(mail?.text).toContain('The fields are in use for the home match against Wolves RFC on Tuesday 9 November.');
    expect(mail?.text).toContain('already booked');
    // The renter is told a date is taken, never by whom.
    expect(mail?.text).not.toContain('Club gala');
  });

  it('frees every one of its dates when an approved series is cancelled', async () => {
    const first = clubTime(2027, 12, 7, 18);
    const series = await putRental({ spaceId: 'hall', start: first, end: first + 2 * HOUR, series: { frequency: 'weekly', count: 3 } });
    expect((await approveRequest(series.id)).statusCode).toBe(200);
    expect((await bookingsBetween(first, first + 15 * 24 * HOUR)).filter((booking) => booking.requestId === series.id)).toHaveLength(3);

    expect((await post(cancel, CANCEL_REQUEST_PATH, series.id)).statusCode).toBe(200);

    expect((await bookingsBetween(first, first + 15 * 24 * HOUR)).filter((booking) => booking.requestId === series.id)).toEqual([]);
    const single = await putRental({ spaceId: 'hall', start: first + 14 * 24 * HOUR, end: first + 14 * 24 * HOUR + HOUR });
    expect((await approveRequest(single.id)).statusCode).toBe(200);
  });

  it('is refused when none of its dates is free', async () => {
    const start = clubTime(2028, 1, 4, 18);
    const closure = await block(
      apiEvent({
        method: 'POST',
        path: BLOCKED_DATES_PATH,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ start: start - HOUR, end: start + 15 * 24 * HOUR, title: 'Winter closure' }),
        claims: officer,
      }),
    );
    expect(closure.statusCode).toBe(201);
    const series = await putRental({ spaceId: 'hall', start, end: start + HOUR, series: { frequency: 'weekly', count: 2 } });

    const refused = await approveRequest(series.id);

    expect(refused.statusCode).toBe(409);
    expect(errorText(refused)).toContain('Blocked: Winter closure');
    expect((await stored(series.id)).status).toBe('pending');
  });
});

describe('declining and cancelling', () => {
  it('declines with a reason and the officer text, mailed to the address on the request only', async () => {
    const request = await putRental({ start: clubTime(2027, 5, 1, 12) });

    const result = await post(decline, DECLINE_REQUEST_PATH, request.id, { reason: 'unsuitable', text: 'We host no fireworks.' });

    expect(result.statusCode).toBe(200);
    expect(await stored(request.id)).toMatchObject({
      status: 'declined',
      declineReason: 'unsuitable',
      declineText: 'We host no fireworks.',
    });
    const [mail] = await mailAbout(request.id);
    expect(mail?.to).toEqual([request.details.email]);
    expect(mail?.text).toContain(declineReasonLabels.unsuitable);
    expect(mail?.text).toContain('We host no fireworks.');
  });

  it('refuses an address in the decline body (the mail goes only to the address on record)', async () => {
    const request = await putRental({ start: clubTime(2027, 5, 2, 12) });

    const result = await post(decline, DECLINE_REQUEST_PATH, request.id, { reason: 'other', text: 'x', to: 'someone@example.com' });

    expect(result.statusCode).toBe(400);
    expect((await stored(request.id)).status).toBe('pending');
    expect(await mailAbout(request.id)).toHaveLength(0);
  });

  it('cancelling an approved booking removes it and frees its time for another approval', async () => {
    const start = clubTime(2027, 5, 8, 17);
    const first = await putRental({ start });
    const second = await putRental({ start: start + HOUR });
    expect((await approveRequest(first.id)).statusCode).toBe(200);
    expect((await approveRequest(second.id)).statusCode).toBe(409);

    const result = await post(cancel, CANCEL_REQUEST_PATH, first.id);

    expect(result.statusCode).toBe(200);
    expect((await stored(first.id)).status).toBe('cancelled');
    expect(await bookingsBetween(start, start + 4 * HOUR)).toEqual([]);
    expect(await takenSlots(start - HOUR, start + 6 * HOUR)).toEqual([]);
    expect((await approveRequest(second.id)).statusCode).toBe(200);
  });
});

describe('the state table', () => {
  const endpoints: Record<RequestAction, [typeof approve, string]> = {
    approve: [approve, APPROVE_REQUEST_PATH],
    decline: [decline, DECLINE_REQUEST_PATH],
    cancel: [cancel, CANCEL_REQUEST_PATH],
    handle: [handle, HANDLE_REQUEST_PATH],
  };
  const kinds: RequestKind[] = ['rental', 'sponsorship', 'player', 'contact'];
  const illegal = kinds.flatMap((kind) =>
    statusesOf(kind).flatMap((status) =>
      requestActions
        .filter((action) => !requestMoves[kind][action]?.from.includes(status))
        // Approving an approved rental is the allowed no-op, tested above.
        .filter((action) => !(kind === 'rental' && status === 'approved' && action === 'approve'))
        .map((action) => [kind, status, action] as const),
    ),
  );

  it.each(illegal)('refuses a %s request in status %s the move %s with 409, changing nothing', async (kind, status, action) => {
    const request = await putRequest({ kind, status, start: clubTime(2027, 4, 1 + (counter % 28), 8) });
    const [handler, path] = endpoints[action];

    const result = await post(handler, path, request.id, action === 'decline' ? { reason: 'other' } : {});

    expect(result.statusCode).toBe(409);
    expect(await stored(request.id)).toEqual(request);
  });

  it('marks a new contact message handled, and takes it out of the open index', async () => {
    const request = await putRequest({ kind: 'contact' });
    expect(request.openKind).toBe('contact');

    const result = await post(handle, HANDLE_REQUEST_PATH, request.id);

    expect(result.statusCode).toBe(200);
    const after = await stored(request.id);
    expect(after).toMatchObject({ status: 'handled', kindStatus: 'contact#handled' });
    expect(after.openKind).toBeUndefined();
  });

  it('answers 404 for an unknown reference', async () => {
    expect((await approveRequest('ZZZZZZZZZZ')).statusCode).toBe(404);
  });
});

describe('blocked dates', () => {
  function blockRange(body: unknown) {
    return block(
      apiEvent({
        method: 'POST',
        path: BLOCKED_DATES_PATH,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        claims: officer,
      }),
    );
  }

  it('shows a blocked range as taken and refuses an approval inside it, naming the block', async () => {
    const start = clubTime(2027, 2, 1);
    const end = clubTime(2027, 2, 4);
    const result = await blockRange({ start, end, title: 'Floor refinishing' });
    expect(result.statusCode).toBe(201);
    expect(await takenSlots(start, end)).toHaveLength(1);
    const request = await putRental({ start: clubTime(2027, 2, 2, 18) });

    const refused = await approveRequest(request.id);

    expect(refused.statusCode).toBe(409);
    expect(errorText(refused)).toContain('Blocked: Floor refinishing');
  });

  it("refuses a visitor's new rental request over a blocked range, and takes one right after it", async () => {
    const start = Math.ceil((Date.now() + 40 * 24 * HOUR) / HOUR) * HOUR;
    expect((await blockRange({ start, end: start + 24 * HOUR, title: 'Club AGM' })).statusCode).toBe(201);
    const request = (from: number, email: string) =>
      postRequest({ email, name: 'Vera Visitor', phone: '(630) 555-0142', start: from, end: from + 5 * HOUR, eventTitle: 'Birthday' });

    const inside = await request(start + 10 * HOUR, 'inside-block@example.com');
    const after = await request(start + 24 * HOUR, 'after-block@example.com');

    expect(inside.statusCode).toBe(409);
    expect(bodyOf(inside).error).toBe(rentalMessages.slotTaken);
    expect(after.statusCode).toBe(201);
  });

  it('refuses a block over an approved booking', async () => {
    const start = clubTime(2027, 2, 20, 12);
    const request = await putRental({ start });
    expect((await approveRequest(request.id)).statusCode).toBe(200);

    const result = await blockRange({ start: start - HOUR, end: start + HOUR, title: 'Maintenance' });

    expect(result.statusCode).toBe(409);
    expect(await bookingsBetween(start - HOUR, start + HOUR)).toHaveLength(1);
  });

  it('lists the blocks to come and removes one, freeing its time for an approval', async () => {
    const start = clubTime(2027, 3, 1, 8);
    const created = jsonBody(await blockRange({ start, end: start + 8 * HOUR, title: 'Pitch renovation' })) as { id: string };
    const listed = jsonBody(await listBlocks(apiEvent({ path: BLOCKED_DATES_PATH, claims: officer }))) as {
      items: { id: string; title: string }[];
    };
    expect(listed.items).toContainEqual({ id: created.id, start, end: start + 8 * HOUR, title: 'Pitch renovation' });
    const request = await putRental({ start: start + HOUR });
    expect((await approveRequest(request.id)).statusCode).toBe(409);

    const removed = await unblock(
      apiEvent({
        method: 'DELETE',
        path: BLOCKED_DATE_PATH.replace('{bookingId}', created.id),
        routePath: BLOCKED_DATE_PATH,
        pathParameters: { bookingId: created.id },
        claims: officer,
      }),
    );

    expect(removed.statusCode).toBe(200);
    const after = jsonBody(await listBlocks(apiEvent({ path: BLOCKED_DATES_PATH, claims: officer }))) as { items: { id: string }[] };
    expect(after.items.map((item) => item.id)).not.toContain(created.id);
    expect((await approveRequest(request.id)).statusCode).toBe(200);
  });

  it('will not remove a rental booking as if it were a block', async () => {
    const request = await putRental({ start: clubTime(2027, 3, 20, 12) });
    expect((await approveRequest(request.id)).statusCode).toBe(200);
    const bookingId = bookingIdFor(request.id);

    const result = await unblock(
      apiEvent({
        method: 'DELETE',
        path: BLOCKED_DATE_PATH.replace('{bookingId}', bookingId),
        routePath: BLOCKED_DATE_PATH,
        pathParameters: { bookingId },
        claims: officer,
      }),
    );

    expect(result.statusCode).toBe(404);
    expect(await bookingsBetween(clubTime(2027, 3, 20, 12), clubTime(2027, 3, 20, 16))).toHaveLength(1);
  });

  it('refuses a block longer than the limit or in the past with 400', async () => {
    expect((await blockRange({ start: clubTime(2027, 1, 1), end: clubTime(2027, 6, 1), title: 'Too long' })).statusCode).toBe(400);
    expect((await blockRange({ start: Date.UTC(2020, 0, 1), end: Date.UTC(2020, 0, 2), title: 'Past' })).statusCode).toBe(400);
  });
});
