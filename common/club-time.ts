// Dates and times as the club lives them: in Lemont, Illinois (America/Chicago), whatever zone
// the visitor's machine or the server is in. Every page, feed and rule formats and compares
// through these, so "today" is the club's today.

/** The club's time zone (IANA). */
export const CLUB_TIME_ZONE = 'America/Chicago';

/**
 * A formatter in the club's zone, made on its first use: building an Intl.DateTimeFormat costs a phone several
 * milliseconds (the zone's and locale's data), and a page that imports this module may never
 * format a date while it is taken over.
 */
export function clubDateFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => {
    made ??= new Intl.DateTimeFormat('en-US', { timeZone: CLUB_TIME_ZONE, ...options });
    return made;
  };
}

const longDateTime = clubDateFormat({ year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const longDate = clubDateFormat({ dateStyle: 'long' });
const weekdayDateTime = clubDateFormat({
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const shortDate = clubDateFormat({ month: 'short', day: 'numeric', year: 'numeric' });
const time12 = clubDateFormat({ hour: 'numeric', minute: '2-digit', hour12: true });
const dayParts = clubDateFormat({
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** "March 14, 2026 at 6:30 PM": long US date with hour and minute. */
export function formatDateTime(ms: number): string {
  return longDateTime().format(ms);
}

/** "Saturday, March 14, 2026 at 6:30 PM": a match as the club's mails name it. */
export function formatMatchTime(ms: number): string {
  return weekdayDateTime().format(ms);
}

/** "March 14, 2026". */
export function formatDate(ms: number): string {
  return longDate().format(ms);
}

/** "Mar 14, 2026". */
export function formatShortDate(ms: number): string {
  return shortDate().format(ms);
}

/** "6:30 PM": 12-hour US time. */
export function formatTime(ms: number): string {
  return time12().format(ms);
}

interface ClubClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

function clockAt(ms: number): ClubClock {
  const parts = Object.fromEntries(
    dayParts()
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The club's calendar day of a moment, as `YYYY-MM-DD`. */
export function clubDay(ms: number): string {
  const { year, month, day } = clockAt(ms);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The club's wall-clock time of a moment, `YYYY-MM-DDTHH:mm:ss` (no zone: it is the club's). */
export function clubWallClock(ms: number): string {
  const { hour, minute, second } = clockAt(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${clubDay(ms)}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** The club's calendar year of a moment. */
export function clubYear(ms: number): number {
  return clockAt(ms).year;
}

/** The offset of the club's zone from UTC at a moment, in ms (e.g. -5 h in summer). */
function zoneOffset(ms: number): number {
  const clock = clockAt(ms);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - (ms - (ms % 1000));
}

/**
 * The moment a wall-clock time in the club's zone happens (`month` 1–12). Across the daylight-saving
 * change the offset is taken at that wall time, so 00:00 is always the day's first moment.
 */
export function clubTime(year: number, month: number, day: number, hour = 0, minute = 0): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - zoneOffset(wall);
  return wall - zoneOffset(first);
}

/** The first moment of the club's calendar day `days` after the one holding `ms` (0: that day). */
export function startOfClubDay(ms: number, days = 0): number {
  const { year, month, day } = clockAt(ms);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return clubTime(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/**
 * A moment as ISO 8601 text on the club's wall clock with the club's offset at that moment,
 * `2026-12-01T00:00:00-06:00`: the form FullCalendar writes its range in when set to the club's zone.
 */
export function clubIsoString(ms: number): string {
  const offsetMinutes = Math.round(zoneOffset(ms) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const magnitude = Math.abs(offsetMinutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${clubWallClock(ms)}${sign}${pad(Math.floor(magnitude / 60))}:${pad(magnitude % 60)}`;
}
