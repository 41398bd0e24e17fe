// The `bookings` demo dataset: a few confirmed facility bookings in the weeks after the seed runs,
// so the rental calendar has taken slots to show and a request over one of them is refused. Times
// are the club's wall clock (two Saturday evenings in the banquet hall, a Sunday afternoon in the
// clubhouse, a two-day tournament on the whole site), each of a space of the demo rental model
// (local/demo/rental-model.ts). The titles are for officers; the public availability feed never
// shows them. A booking already there is kept as it is.

import { clubDay, clubTime, startOfClubDay } from '../../common/club-time';
import { BOOKINGS_CALENDAR, bookingItemSchema, type BookingItem } from '../../lambdas/domain/rental/booking-item';
import { putIfAbsent, type DemoDataset } from './dataset';

type WallTime = readonly [hour: number, minute: number];

interface DemoBooking {
  readonly id: string;
  readonly title: string;
  readonly spaceId: string;
  /** Days after the first Saturday at least five days from the seed (so the first is never today). */
  readonly startDay: number;
  readonly startsAt: WallTime;
  /** Days after its start day that it ends (0: the same day). */
  readonly endDay: number;
  readonly endsAt: WallTime;
}

export const demoBookings: readonly DemoBooking[] = [
  {
    id: 'demo-booking-wedding',
    title: 'Kowalski wedding reception',
    spaceId: 'banquet-hall',
    startDay: 0,
    startsAt: [17, 0],
    endDay: 0,
    endsAt: [23, 30],
  },
  {
    id: 'demo-booking-communion',
    title: 'Nowak first communion party',
    spaceId: 'clubhouse',
    startDay: 1,
    startsAt: [13, 0],
    endDay: 0,
    endsAt: [17, 0],
  },
  {
    id: 'demo-booking-tournament',
    title: 'Midwest youth rugby sevens',
    spaceId: 'whole-site',
    startDay: 13,
    startsAt: [8, 0],
    endDay: 1,
    endsAt: [19, 0],
  },
  {
    id: 'demo-booking-anniversary',
    title: 'Lemont Lions 40th anniversary dinner',
    spaceId: 'banquet-hall',
    startDay: 21,
    startsAt: [18, 0],
    endDay: 0,
    endsAt: [23, 0],
  },
];

const SATURDAY = 6;

/** The club's calendar date `days` after the first Saturday at least five days after `now`. */
function dateAfterFirstSaturday(now: number, days: number): readonly [number, number, number] {
  const [year = 0, month = 0, day = 0] = clubDay(startOfClubDay(now, 5)).split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const date = new Date(Date.UTC(year, month - 1, day + ((SATURDAY - weekday + 7) % 7) + days));
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

export function demoBookingItem(booking: DemoBooking, now: number): BookingItem {
  const [year, month, day] = dateAfterFirstSaturday(now, booking.startDay);
  const [endYear, endMonth, endDate] = dateAfterFirstSaturday(now, booking.startDay + booking.endDay);
  return bookingItemSchema.parse({
    id: booking.id,
    calendar: BOOKINGS_CALENDAR,
    start: clubTime(year, month, day, ...booking.startsAt),
    end: clubTime(endYear, endMonth, endDate, ...booking.endsAt),
    title: booking.title,
    spaceId: booking.spaceId,
    createdAt: now,
  });
}

export function demoBookingItems(now: number): BookingItem[] {
  return demoBookings.map((booking) => demoBookingItem(booking, now));
}

export const demoBookingsDataset: DemoDataset = {
  name: 'bookings',
  version: 1,
  async seed(target) {
    let added = 0;
    for (const item of demoBookingItems(target.now)) if (await putIfAbsent(target, 'bookings', item, 'id')) added++;
    return added;
  },
};
