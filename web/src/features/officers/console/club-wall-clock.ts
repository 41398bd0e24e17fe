// A datetime-local box holds the club's wall-clock time (America/Chicago), whatever the officer's
// own zone: these turn it into the epoch milliseconds the officer rows take, and back.

import { clubTime, clubWallClock } from '../../../../../common/club-time';

/** `YYYY-MM-DDTHH:mm` of a moment, in club time, as a datetime-local box shows it. */
export function wallClockText(ms: number): string {
  return clubWallClock(ms).slice(0, 16);
}

/** The moment a datetime-local box's text names in club time; NaN (which the schemas refuse) for anything else. */
export function wallClockMs(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(text.trim());
  if (!match) return Number.NaN;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return clubTime(year, month, day, hour, minute);
}
