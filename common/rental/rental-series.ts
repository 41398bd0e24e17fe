// A repeating booking (a team's weekly training, a monthly meeting): the renter's first date and
// times, repeated weekly or monthly until a date or for a count. Each date keeps the first one's
// wall-clock times in the club's zone (so 7 PM stays 7 PM across a daylight-saving change) and
// its length. Bounded so an approval's one transaction holds every booking and ledger month it
// writes (lambdas/domain/requests/rental-moves.ts). No zod here: the form imports it.

import type { TimeSpan } from './bookings';
import { clubTime, clubWallClock } from '../club-time';

export const seriesFrequencies = ['weekly', 'monthly'] as const;
export type SeriesFrequency = (typeof seriesFrequencies)[number];

export const seriesFrequencyLabels: Readonly<Record<SeriesFrequency, string>> = {
  weekly: 'Every week',
  monthly: 'Every month (the same date)',
};

/** A series as a request carries it: how often, and either how many dates or the last day a date may start on. */
export interface RentalSeries {
  readonly frequency: SeriesFrequency;
  readonly count?: number;
  /** A moment: dates starting after it are not in the series. */
  readonly until?: number;
}

/**
 * The most dates of a series (a year of weeks, two years of months: with their ledger months,
 * within a transaction's 100 items), and the longest a date of a series may last, so no two of
 * its own dates ever overlap.
 */
export const RENTAL_SERIES_LIMITS = { weekly: 52, monthly: 24, occurrenceHours: 24, lastMonthDay: 28 } as const;

export const seriesMessages = {
  countOrUntil: 'Say how many dates the series has, or the last day it runs to, not both.',
  tooMany: (frequency: SeriesFrequency) =>
    `A ${frequency} series has at most ${RENTAL_SERIES_LIMITS[frequency]} dates. Please choose fewer.`,
  tooFew: 'A series has at least two dates.',
  untilBeforeStart: 'The last day of the series must be after its first date.',
  tooLong: `Each date of a series lasts at most ${RENTAL_SERIES_LIMITS.occurrenceHours} hours.`,
  monthDay: `A monthly series must start on or before the ${RENTAL_SERIES_LIMITS.lastMonthDay}th of the month, so every month has its date.`,
} as const;

const HOUR_MS = 3_600_000;

/** The nth date's start, on the first one's wall clock (n = 0 is the first). */
function nthStart(first: number, frequency: SeriesFrequency, n: number): number {
  const [date = '', time = ''] = clubWallClock(first).split('T');
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return frequency === 'weekly' ? clubTime(year, month, day + 7 * n, hour, minute) : clubTime(year, month + n, day, hour, minute);
}

/** What is wrong with a series starting with `first`, or undefined. */
export function seriesProblem(first: TimeSpan, series: RentalSeries): string | undefined {
  if ((series.count === undefined) === (series.until === undefined)) return seriesMessages.countOrUntil;
  if (first.end - first.start > RENTAL_SERIES_LIMITS.occurrenceHours * HOUR_MS) return seriesMessages.tooLong;
  if (series.frequency === 'monthly' && Number(clubWallClock(first.start).slice(8, 10)) > RENTAL_SERIES_LIMITS.lastMonthDay) {
    return seriesMessages.monthDay;
  }
  const limit = RENTAL_SERIES_LIMITS[series.frequency];
  if (series.count !== undefined) {
    if (series.count < 2) return seriesMessages.tooFew;
    if (series.count > limit) return seriesMessages.tooMany(series.frequency);
    return undefined;
  }
  const until = series.until ?? 0;
  if (until <= first.start) return seriesMessages.untilBeforeStart;
  // One past the limit is enough to know it is too many.
  let dates = 1;
  while (dates <= limit && nthStart(first.start, series.frequency, dates) <= until) dates++;
  if (dates > limit) return seriesMessages.tooMany(series.frequency);
  if (dates < 2) return seriesMessages.tooFew;
  return undefined;
}

/** Every date of a valid series (seriesProblem found nothing), the first included; a single booking without one. */
export function seriesSpans(first: TimeSpan, series: RentalSeries | undefined): TimeSpan[] {
  if (!series) return [{ start: first.start, end: first.end }];
  const length = first.end - first.start;
  const limit = RENTAL_SERIES_LIMITS[series.frequency];
  const spans: TimeSpan[] = [];
  for (let n = 0; n < limit; n++) {
    const start = nthStart(first.start, series.frequency, n);
    if (series.count !== undefined ? n >= series.count : start > (series.until ?? 0)) break;
    spans.push({ start, end: start + length });
  }
  return spans;
}

/** "every week, 10 dates" / "every month until December 1, 2027": a series in a sentence. */
export function seriesWords(series: RentalSeries, dates: number): string {
  return `${series.frequency === 'weekly' ? 'every week' : 'every month'}, ${dates} date${dates === 1 ? '' : 's'}`;
}
