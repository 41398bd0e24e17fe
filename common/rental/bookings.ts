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

/**
 * One taken slot as the availability feed answers it: FullCalendar event JSON that names no one. A
 * booking says which spaces it takes; a home-match day (`kind: 'match'`) which spaces it closes and
 * the opponent, as the public fixtures do.
 */
export interface TakenSlot {
  readonly id: string;
  readonly title: string;
  readonly start: string;
  readonly end: string;
  readonly kind?: 'booking' | 'match';
  /** The names of the spaces taken or closed (common/rental/rental-model.ts). */
  readonly spaces?: readonly string[];
  /** A match day's opponent. */
  readonly opponent?: string;
}

/** The only title a booking's slot carries. */
export const TAKEN_SLOT_TITLE = 'Booked';
/** The title of a home-match day's slot. */
export const MATCH_SLOT_TITLE = 'Home match';
/** What a booking made before the club hired out spaces, or a block, takes. */
export const WHOLE_FACILITY = 'Whole facility';
