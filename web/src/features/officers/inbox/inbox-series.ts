// A rental series as the inbox writes it, from the request's details (common/rental/rental-series.ts).

import { formatDate } from '../../../../../common/club-time';

/** "Every week, 5 dates" or "Every month until March 3, 2027". */
export function describeSeries(series: Record<string, unknown>, dates?: number): string {
  const every = series.frequency === 'monthly' ? 'Every month' : 'Every week';
  if (typeof series.count === 'number') return `${every}, ${series.count} dates`;
  if (typeof series.until === 'number') return `${every} until ${formatDate(series.until)}${dates ? ` (${dates} dates)` : ''}`;
  return every;
}
