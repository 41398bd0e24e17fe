// Which of the club's days a taken slot touches, so the calendar can mark a booked day and explain
// a click on it, with the spaces each booking takes and the home-match days. Days are the club's
// (America/Chicago), as the calendar shows them.

import type { TakenSlot } from '../../../../common/rental/bookings';
import { clubDay, formatTime, startOfClubDay } from '../../../../common/club-time';

export interface TakenSpan {
  readonly start: number;
  readonly end: number;
  /** The spaces it takes, or a match day closes. */
  readonly spaces?: readonly string[];
  /** A home-match day: the opponent. */
  readonly opponent?: string;
}

/** Every club day (`YYYY-MM-DD`) with at least part of it taken, and the spans taking it. */
export function takenDays(slots: readonly TakenSlot[]): Map<string, TakenSpan[]> {
  const days = new Map<string, TakenSpan[]>();
  const seen = new Set<string>();
  for (const slot of slots) {
    // Neighbouring windows answer the same slot; the calendar may hand it over twice.
    if (seen.has(slot.id)) continue;
    seen.add(slot.id);
    const span: TakenSpan = {
      start: Date.parse(slot.start),
      end: Date.parse(slot.end),
      ...(slot.spaces ? { spaces: slot.spaces } : {}),
      ...(slot.kind === 'match' ? { opponent: slot.opponent ?? 'a visiting side' } : {}),
    };
    if (!(span.end > span.start)) continue;
    for (let day = startOfClubDay(span.start); day < span.end; day = startOfClubDay(day, 1)) {
      const key = clubDay(day);
      days.set(key, [...(days.get(key) ?? []), span]);
    }
  }
  return days;
}

/** "Main pitch and Training pitch". */
function spaceList(spaces: readonly string[]): string {
  return spaces.length <= 1 ? (spaces[0] ?? '') : `${spaces.slice(0, -1).join(', ')} and ${spaces[spaces.length - 1]}`;
}

/**
 * "5:00 PM to 11:30 PM (Banquet hall)", "all day (Whole site)", or for a match day "home match
 * against Lakeshore RFC: Main pitch and Training pitch closed"; several joined with "and".
 */
export function takenHours(day: string, spans: readonly TakenSpan[]): string {
  return spans
    .map((span) => {
      if (span.opponent !== undefined) return `home match against ${span.opponent}: ${spaceList(span.spaces ?? [])} closed`;
      const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
      const dayStart = startOfClubDay(Date.UTC(year, month - 1, date, 12));
      const dayEnd = startOfClubDay(dayStart, 1);
      const where = span.spaces?.length ? ` (${spaceList(span.spaces)})` : '';
      if (span.start <= dayStart && span.end >= dayEnd) return `all day${where}`;
      const from = span.start <= dayStart ? 'midnight' : formatTime(span.start);
      const to = span.end >= dayEnd ? 'midnight' : formatTime(span.end);
      return `${from} to ${to}${where}`;
    })
    .join(' and ');
}
