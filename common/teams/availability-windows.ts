// The windows the availability feed answers: one calendar month of the club (America/Chicago), from
// the first moment of its first day to the first moment of the next month, written the one way
// FullCalendar writes a moment in the club's zone. The calendar asks for the months its view touches
// (the month view's six weeks are two or three months, a week or a day one or two, the year view
// twelve); the feed refuses any other window (common/teams/availability-query.ts). No zod here: the
// calendar's bundle imports this.

import { RENTAL_AVAILABILITY_PATH } from '../rental/bookings';
import { clubIsoString, clubTime, clubWallClock } from '../club-time';

/** The first and last year the feed answers for: every booking the site can hold is inside. */
export const AVAILABILITY_YEARS = { first: 2020, last: 2100 } as const;

export interface AvailabilityWindow {
  /** The first moment of a month in the club's zone, as `clubIsoString` writes it. */
  readonly start: string;
  /** The first moment of the following month, likewise. */
  readonly end: string;
}

/** The window of one club month (`month` 1–12); the months after December roll into the next year. */
export function monthWindow(year: number, month: number): AvailabilityWindow {
  return {
    start: clubIsoString(clubTime(year, month, 1)),
    end: clubIsoString(clubTime(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1)),
  };
}

/** The window of the club month holding the moment `ms`. */
export function clubMonthWindow(ms: number): AvailabilityWindow {
  const [year = 0, month = 0] = clubWallClock(ms).slice(0, 7).split('-').map(Number);
  return monthWindow(year, month);
}

/**
 * The feed's address for one window, written one way only: the calendar, the month's list and the
 * page's rendered answers (web/src/components/data/page-data.ts) find one another's by it.
 */
export function availabilityUrl(window: AvailabilityWindow): string {
  return `${RENTAL_AVAILABILITY_PATH}?${new URLSearchParams({ start: window.start, end: window.end })}`;
}

/**
 * The windows to ask for to cover the moments `[from, to)`: each club month the span touches, in
 * order, leaving out months outside AVAILABILITY_YEARS (the feed knows nothing there).
 */
export function availabilityWindows(from: number, to: number): AvailabilityWindow[] {
  const windows: AvailabilityWindow[] = [];
  const [startYear = 0, startMonth = 0] = clubWallClock(from).slice(0, 7).split('-').map(Number);
  let year = startYear;
  let month = startMonth;
  while (clubTime(year, month, 1) < to && year <= AVAILABILITY_YEARS.last) {
    if (year >= AVAILABILITY_YEARS.first) windows.push(monthWindow(year, month));
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year += 1;
  }
  return windows;
}
