// The `club-nights` demo dataset: two of the club's own nights in the banquet hall, weeks after the
// demo bookings (local/demo/bookings-dataset.ts, all within five weeks of the seed), each with the
// booking that takes the hall for its hours, so /events lists them, their pages sell tickets on the
// Stripe stand-in, the rental calendar shows the hall taken and a request over one is refused naming
// it. The annual banquet sells tables of ten; the quiz night single tickets. A night already there is
// kept as it is (its seats left too).

import { clubDay, clubTime, startOfClubDay } from '../../common/club-time';
import { BOOKINGS_CALENDAR, bookingItemSchema } from '../../lambdas/domain/rental/booking-item';
import { CLUB_NIGHTS_LIST, type ClubNightItem, clubNightItemSchema } from '../../lambdas/domain/tickets/club-night-item';
import { nightBookingId } from '../../lambdas/domain/tickets/club-nights';
import { putIfAbsent, type DemoDataset } from './dataset';

/** The demo banquet's id: the bench measures its page (bench/lighthouse.ts). */
export const DEMO_NIGHT_ID = 'demo-annual-banquet';
const HALL = 'banquet-hall';
const DAY = 86_400_000;

interface DemoNight {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Days after the seed's day, then moved on to a Saturday. */
  readonly afterDays: number;
  readonly from: readonly [hour: number, minute: number];
  readonly hours: number;
  readonly capacity: number;
  readonly memberPriceCents: number;
  readonly priceCents: number;
  readonly tablesOfTen: boolean;
}

const demoNights: readonly DemoNight[] = [
  {
    id: DEMO_NIGHT_ID,
    title: 'Annual banquet',
    description: 'Dinner, speeches and the season awards for the Blaze, their families and friends. Dress: smart.',
    afterDays: 49,
    from: [18, 0],
    hours: 5,
    capacity: 120,
    memberPriceCents: 4_500,
    priceCents: 6_000,
    tablesOfTen: true,
  },
  {
    id: 'demo-quiz-night',
    title: 'Fundraising quiz night',
    description: 'Teams of up to six, a raffle and the bar, for the youth section’s new kit.',
    afterDays: 63,
    from: [19, 0],
    hours: 4,
    capacity: 80,
    memberPriceCents: 1_500,
    priceCents: 2_000,
    tablesOfTen: false,
  },
];

/** The Saturday on or after the club day `days` after `now`, at `from` on the club's clock. */
function saturdayAt(now: number, days: number, [hour, minute]: readonly [number, number]): number {
  const [year = 0, month = 0, day = 0] = clubDay(startOfClubDay(now, days)).split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const date = new Date(Date.UTC(year, month - 1, day + ((6 - weekday + 7) % 7)));
  return clubTime(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour, minute);
}

export function demoClubNightItems(now: number): ClubNightItem[] {
  return demoNights.map((night) => {
    const start = saturdayAt(now, night.afterDays, night.from);
    return clubNightItemSchema.parse({
      id: night.id,
      list: CLUB_NIGHTS_LIST,
      title: night.title,
      description: night.description,
      start,
      end: start + night.hours * 3_600_000,
      capacity: night.capacity,
      seatsLeft: night.capacity,
      memberPriceCents: night.memberPriceCents,
      priceCents: night.priceCents,
      tablesOfTen: night.tablesOfTen,
      salesCloseAt: start - 2 * DAY,
      spaceId: HALL,
      createdAt: now,
      updatedAt: now,
    });
  });
}

export const demoClubNightsDataset: DemoDataset = {
  name: 'club-nights',
  version: 1,
  async seed(target) {
    let added = 0;
    for (const night of demoClubNightItems(target.now)) {
      if (!(await putIfAbsent(target, 'clubNights', night, 'id'))) continue;
      added++;
      // Seeded bookings are found on the bookings' byStart index by the conflict checks, as those made before the ledger.
      const booking = bookingItemSchema.parse({
        id: nightBookingId(night.id),
        calendar: BOOKINGS_CALENDAR,
        kind: 'clubNight',
        start: night.start,
        end: night.end,
        spaceId: HALL,
        title: night.title,
        createdAt: target.now,
      });
      await putIfAbsent(target, 'bookings', booking, 'id');
    }
    return added;
  },
};
