// The availability feed's query: one club month as common/teams/availability-windows.ts writes it, and
// nothing else, so the feed has one cache key a month and a stranger cannot mint new ones (each
// new key would be a Lambda call CloudFront cannot answer).

import * as z from 'zod';
import { AVAILABILITY_YEARS, monthWindow } from './availability-windows';
import { CLUB_TIME_ZONE, clubWallClock } from '../club-time';

const example = monthWindow(2026, 12);
const MONTH_START = /^(\d{4})-(\d{2})-01T00:00:00[+-]\d{2}:\d{2}$/;

/** The year and month of a month's first moment, when the text writes one canonically. */
function monthOf(text: string): { year: number; month: number } | undefined {
  const match = MONTH_START.exec(text);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || year < AVAILABILITY_YEARS.first || year > AVAILABILITY_YEARS.last + 1) return undefined;
  // The offset must be the club's on that day: 00:00-06:00 on a summer day is 01:00 in Chicago.
  return monthWindow(year, month).start === text ? { year, month } : undefined;
}

/** A window edge: the first moment of a club month, written as `clubIsoString` writes it; parsed to ms. */
const monthEdge = (field: 'start' | 'end') => {
  const rule =
    `${field} must be the first moment of a month from ${AVAILABILITY_YEARS.first} to ${AVAILABILITY_YEARS.last} in the ` +
    `club's time zone (${CLUB_TIME_ZONE}), written like ${field === 'start' ? example.start : example.end}.`;
  return (
    z
      .string()
      .max(40, { message: rule, abort: true })
      // The shape alone, which CloudFront's query filter refuses other spellings by; the month's own offset below.
      .regex(MONTH_START, { message: rule, abort: true })
      .transform((text, context) => {
        if (!monthOf(text)) {
          context.addIssue({ code: 'custom', message: rule });
          return z.NEVER;
        }
        return Date.parse(text);
      })
  );
};

/**
 * GET /public/api/rental-availability?start&end: one month of the club, as `monthWindow` writes it,
 * parsed to the window's two instants (ms). Nothing else is read (FullCalendar's `timeZone` is not:
 * the answer's instants are the same in every zone).
 */
export const availabilityQuerySchema = z
  .object({ start: monthEdge('start'), end: monthEdge('end') })
  // zod runs an object's refinements even after a field failed; a failed edge is not a number.
  .refine((window) => !Number.isFinite(window.start) || clubWallClock(window.start).slice(0, 4) <= String(AVAILABILITY_YEARS.last), {
    message: `start must be a month from ${AVAILABILITY_YEARS.first} to ${AVAILABILITY_YEARS.last}.`,
    path: ['start'],
  })
  .refine(
    (window) => {
      if (!Number.isFinite(window.start) || !Number.isFinite(window.end)) return true;
      const [year = 0, month = 0] = clubWallClock(window.start).slice(0, 7).split('-').map(Number);
      return Date.parse(monthWindow(year, month).end) === window.end;
    },
    { message: 'end must be the first moment of the month after start: the feed answers one month at a time.', path: ['end'] },
  );
