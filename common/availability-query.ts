// The availability feed's query: the window FullCalendar asks about, bounded so one request can
// never read more than a year of the calendar (the row's schema, and CloudFront's cache key).

import * as z from 'zod';
import { AVAILABILITY_MAX_WINDOW_DAYS } from './bookings.ts';

/** A window edge as FullCalendar sends it (ISO 8601, with or without an offset) or epoch ms. */
const windowEdge = (label: string) =>
  z
    .string()
    .max(40)
    .transform((text, context) => {
      const ms = /^\d{1,15}$/.test(text) ? Number(text) : Date.parse(text);
      if (!Number.isFinite(ms)) {
        context.addIssue({ code: 'custom', message: `${label} must be a date, like 2026-12-01 or 2026-12-01T00:00:00-06:00.` });
        return z.NEVER;
      }
      return ms;
    });

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * GET /public/api/rental-availability?start&end&timeZone: the window FullCalendar shows. The
 * window is at most AVAILABILITY_MAX_WINDOW_DAYS long. timeZone is accepted (FullCalendar sends
 * it) but changes nothing: answers carry UTC instants the calendar places in its own zone.
 */
export const availabilityQuerySchema = z
  .object({
    start: windowEdge('start'),
    end: windowEdge('end'),
    timeZone: z.string().max(64).refine(isTimeZone, 'timeZone must be a time zone name, like America/Chicago.').optional(),
  })
  .refine((window) => window.end > window.start, { message: 'end must be after start.', path: ['end'] })
  .refine((window) => window.end - window.start <= AVAILABILITY_MAX_WINDOW_DAYS * 86_400_000, {
    message: `The window may be at most ${AVAILABILITY_MAX_WINDOW_DAYS} days long.`,
    path: ['end'],
  });
