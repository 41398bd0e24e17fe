// The facility calendar's one rule, shared by the availability feed, the rental request check and
// the officers' approval: two bookings overlap when one starts before the other ends. A booking
// ending at 17:00 and one starting at 17:00 do not overlap (back-to-back rentals are fine). No zod
// here: the calendar page imports this; the feed's windows are in ./availability-windows.ts, its query schema in ./availability-query.ts.

export const RENTAL_AVAILABILITY_PATH = '/public/api/rental-availability';

export interface TimeSpan {
  readonly start: number;
  readonly end: number;
}

export function overlaps(a: TimeSpan, b: TimeSpan): boolean {
  return a.start < b.end && b.start < a.end;
}

/** The spans among `taken` that overlap `wanted`. */
export function conflictsWith<T extends TimeSpan>(wanted: TimeSpan, taken: readonly T[]): T[] {
  return taken.filter((span) => overlaps(wanted, span));
}

/** One taken slot as the availability feed answers it: FullCalendar event JSON that names no one. */
export interface TakenSlot {
  readonly id: string;
  readonly title: string;
  readonly start: string;
  readonly end: string;
}

/** The only title a taken slot carries. */
export const TAKEN_SLOT_TITLE = 'Booked';
