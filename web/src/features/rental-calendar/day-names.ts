// How the page names a club day (`YYYY-MM-DD`, America/Chicago) in its text.

import { clubDateFormat, formatDate } from '../../../../common/club-time';

const weekday = clubDateFormat({ weekday: 'long' });
const weekdayMonthDay = clubDateFormat({ weekday: 'long', month: 'long', day: 'numeric' });
const monthYear = clubDateFormat({ month: 'long', year: 'numeric' });

/** Noon of a club day: a moment on that day in Chicago whatever the season. */
function noonOf(day: string): number {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date, 18);
}

/** "Saturday, November 28, 2026". */
export function dayName(day: string): string {
  return `${weekday().format(noonOf(day))}, ${formatDate(noonOf(day))}`;
}

/** "Saturday, November 28": a day within a month already named. */
export function dayInMonthName(day: string): string {
  return weekdayMonthDay().format(noonOf(day));
}

/** "November 2026" for a club month (`YYYY-MM`). */
export function monthName(month: string): string {
  return monthYear().format(noonOf(`${month}-15`));
}
