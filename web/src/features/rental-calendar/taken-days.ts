// Which of the club's days a taken slot touches, so the calendar can mark a booked day and explain
// a click on it. Days are the club's (America/Chicago), as the calendar shows them.

import type { TakenSlot } from '../../../../common/bookings';
import { clubDay, formatTime, startOfClubDay } from '../../../../common/club-time';

export interface TakenSpan {
  readonly start: number;
  readonly end: number;
}

/** Every club day (`YYYY-MM-DD`) with at least part of it taken, and the spans taking it. */
export function takenDays(slots: readonly TakenSlot[]): Map<string, TakenSpan[]> {
  const days = new Map<string, TakenSpan[]>();
  const seen = new Set<string>();
  for (const slot of slots) {
    // Neighbouring windows answer the same slot; the calendar may hand it over twice.
    if (seen.has(slot.id)) continue;
    seen.add(slot.id);
    const span = { start: Date.parse(slot.start), end: Date.parse(slot.end) };
    if (!(span.end > span.start)) continue;
    for (let day = startOfClubDay(span.start); day < span.end; day = startOfClubDay(day, 1)) {
      const key = clubDay(day);
      days.set(key, [...(days.get(key) ?? []), span]);
    }
  }
  return days;
}

/** "5:00 PM to 11:30 PM", or "all day" when the booking covers the whole day. */
export function takenHours(day: string, spans: readonly TakenSpan[]): string {
  return spans
    .map((span) => {
      const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
      const dayStart = startOfClubDay(Date.UTC(year, month - 1, date, 12));
      const dayEnd = startOfClubDay(dayStart, 1);
      if (span.start <= dayStart && span.end >= dayEnd) return 'all day';
      const from = span.start <= dayStart ? 'midnight' : formatTime(span.start);
      const to = span.end >= dayEnd ? 'midnight' : formatTime(span.end);
      return `${from} to ${to}`;
    })
    .join(' and ');
}
