// The facility calendar's one rule, shared by the availability feed, the rental request check and
// the officers' approval: two bookings overlap when one starts before the other ends. A booking
// ending at 17:00 and one starting at 17:00 do not overlap (back-to-back rentals are fine).

import { z } from 'zod';

export const RENTAL_AVAILABILITY_PATH = '/public/api/rental-availability';

/** The widest window the availability feed answers: the calendar's year view plus its padding. */
export const AVAILABILITY_MAX_WINDOW_DAYS = 400;

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

/** One taken slot as the availability feed answers it: FullCalendar event JSON that names no one. */
export interface TakenSlot {
  readonly id: string;
  readonly title: string;
  readonly start: string;
  readonly end: string;
}

/** The only title a taken slot carries. */
export const TAKEN_SLOT_TITLE = 'Booked';
