// The club's clock rules. Like every `*.zoned.test.ts`, vitest runs this file twice: in the
// machine's zone (project unit) and in a zone far from Chicago (project unit-far-zone), so a
// rule that reads the process's zone fails in one of them.

import { describe, expect, it } from 'vitest';
import {
  clubDay,
  clubTime,
  clubWallClock,
  clubYear,
  formatDate,
  formatDateTime,
  formatShortDate,
  formatTime,
  startOfClubDay,
} from '../../../common/club-time';

describe('the club clock (America/Chicago)', () => {
  it('runs in the zone the project gives the process', () => {
    if (process.env.TZ) expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(process.env.TZ);
  });

  it('writes dates and times in the club zone', () => {
    const evening = Date.UTC(2026, 2, 15, 0, 30); // 7:30 pm CDT on March 14th
    expect(formatDateTime(evening)).toBe('March 14, 2026 at 7:30 PM');
    expect(formatDate(evening)).toBe('March 14, 2026');
    expect(formatShortDate(evening)).toBe('Mar 14, 2026');
    expect(formatTime(evening)).toBe('7:30 PM');
  });

  it('puts a late evening on the club day, not the UTC day', () => {
    const lateEvening = Date.UTC(2026, 6, 5, 4, 0); // 11 pm CDT on July 4th
    expect(clubDay(lateEvening)).toBe('2026-07-04');
    expect(clubYear(Date.UTC(2027, 0, 1, 3))).toBe(2026);
  });

  it("reads a moment as the club's wall clock", () => {
    expect(clubWallClock(Date.UTC(2026, 0, 10, 19, 5, 9))).toBe('2026-01-10T13:05:09');
    expect(clubWallClock(Date.UTC(2026, 6, 5, 4, 0))).toBe('2026-07-04T23:00:00');
  });

  it('finds the moment of a wall-clock time, in winter and in summer', () => {
    expect(clubTime(2026, 1, 10, 13, 0)).toBe(Date.UTC(2026, 0, 10, 19, 0));
    expect(clubTime(2026, 7, 10, 13, 0)).toBe(Date.UTC(2026, 6, 10, 18, 0));
  });

  it('starts each day at its midnight across the daylight-saving changes', () => {
    // Sunday March 8th 2026 has 23 hours; Sunday November 1st has 25.
    const springDay = startOfClubDay(Date.UTC(2026, 2, 8, 18));
    expect(springDay).toBe(Date.UTC(2026, 2, 8, 6));
    expect(startOfClubDay(springDay, 1) - springDay).toBe(23 * 3_600_000);
    const fallDay = startOfClubDay(Date.UTC(2026, 10, 1, 18));
    expect(fallDay).toBe(Date.UTC(2026, 10, 1, 5));
    expect(startOfClubDay(fallDay, 1) - fallDay).toBe(25 * 3_600_000);
  });

  it('gives the start of tomorrow from any moment of today', () => {
    const noon = clubTime(2026, 11, 23, 12);
    expect(startOfClubDay(noon, 1)).toBe(clubTime(2026, 11, 24));
    expect(startOfClubDay(clubTime(2026, 11, 23, 23, 59), 1)).toBe(clubTime(2026, 11, 24));
  });
});
