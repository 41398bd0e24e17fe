// The facility calendar's shared rules: the overlap rule (back-to-back is free), the availability
// feed's windows (whole club months, the calendar's views covered by them) and its query schema, and the demo
// bookings' club wall-clock times. Runs in the machine's zone and in one far from Chicago.

import { describe, expect, it } from 'vitest';
import { availabilityQuerySchema } from '../../../common/teams/availability-query';
import { availabilityWindows, monthWindow } from '../../../common/teams/availability-windows';
import { conflictsWith, overlaps } from '../../../common/rental/bookings';
import { clubTime, clubWallClock } from '../../../common/club-time';
import { demoBookingItems, demoBookings } from '../../../local/demo/bookings-dataset';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function problemWith(query: object): string | undefined {
  const parsed = availabilityQuerySchema.safeParse(query);
  return parsed.success ? undefined : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
}

describe('the overlap rule', () => {
  const booked = { start: 10 * HOUR, end: 15 * HOUR };

  it.each([
    ['inside', 11, 12, true],
    ['around', 9, 16, true],
    ['over the start', 9, 11, true],
    ['over the end', 14, 18, true],
    ['ending as it starts', 5, 10, false],
    ['starting as it ends', 15, 20, false],
    ['well before', 1, 3, false],
  ])('a span %s the booking overlaps: %s', (_where, from, to, expected) => {
    expect(overlaps({ start: from * HOUR, end: to * HOUR }, booked)).toBe(expected);
    expect(overlaps(booked, { start: from * HOUR, end: to * HOUR })).toBe(expected);
  });

  it('keeps only the overlapping spans, in their order', () => {
    const taken = [
      { start: 0, end: 2 * HOUR, id: 'a' },
      { start: 3 * HOUR, end: 5 * HOUR, id: 'b' },
      { start: 5 * HOUR, end: 6 * HOUR, id: 'c' },
    ];
    expect(conflictsWith({ start: HOUR, end: 5 * HOUR }, taken).map((span) => span.id)).toEqual(['a', 'b']);
  });
});

describe('the availability windows', () => {
  it('writes a month as FullCalendar writes moments in the club zone, each edge with its own offset', () => {
    expect(monthWindow(2026, 12)).toEqual({ start: '2026-12-01T00:00:00-06:00', end: '2027-01-01T00:00:00-06:00' });
    expect(monthWindow(2027, 3)).toEqual({ start: '2027-03-01T00:00:00-06:00', end: '2027-04-01T00:00:00-05:00' });
    expect(monthWindow(2027, 11)).toEqual({ start: '2027-11-01T00:00:00-05:00', end: '2027-12-01T00:00:00-06:00' });
  });

  it.each([
    // FullCalendar's ranges with timeZone America/Chicago: the six-week month grid, a week, a day, a year.
    [
      'the month view of December 2026',
      '2026-11-29T00:00:00-06:00',
      '2027-01-10T00:00:00-06:00',
      [
        [2026, 11],
        [2026, 12],
        [2027, 1],
      ],
    ],
    ['the week across the spring change', '2027-03-14T00:00:00-06:00', '2027-03-21T00:00:00-05:00', [[2027, 3]]],
    [
      'a week across two months',
      '2027-01-31T00:00:00-06:00',
      '2027-02-07T00:00:00-06:00',
      [
        [2027, 1],
        [2027, 2],
      ],
    ],
    ['the last day of a month', '2027-10-31T00:00:00-05:00', '2027-11-01T00:00:00-05:00', [[2027, 10]]],
  ])('covers %s with the months it touches', (_view, start, end, months) => {
    expect(availabilityWindows(Date.parse(start), Date.parse(end))).toEqual(
      months.map(([year = 0, month = 0]) => monthWindow(year, month)),
    );
  });

  it('covers the year view with its twelve months, and every window is one the feed accepts', () => {
    const windows = availabilityWindows(clubTime(2027, 1, 1), clubTime(2028, 1, 1));
    expect(windows).toHaveLength(12);
    for (const window of windows) expect(problemWith({ ...window })).toBeUndefined();
  });

  it('asks nothing for months the feed does not answer', () => {
    expect(availabilityWindows(clubTime(2019, 12, 1), clubTime(2020, 1, 1))).toEqual([]);
    expect(availabilityWindows(clubTime(2101, 1, 1), clubTime(2101, 2, 1))).toEqual([]);
  });
});

describe('the availability query', () => {
  it('reads one month to its two instants, in summer and in winter', () => {
    expect(availabilityQuerySchema.parse(monthWindow(2027, 7))).toEqual({ start: Date.UTC(2027, 6, 1, 5), end: Date.UTC(2027, 7, 1, 5) });
    expect(availabilityQuerySchema.parse(monthWindow(2027, 3))).toEqual({ start: Date.UTC(2027, 2, 1, 6), end: Date.UTC(2027, 3, 1, 5) });
  });

  it.each([
    ['a missing start', { end: '2026-12-01T00:00:00-06:00' }, /^start:/],
    ['a missing end', { start: '2026-12-01T00:00:00-06:00' }, /^end:/],
    ['a plain day', { start: '2026-12-01', end: '2027-01-01' }, /start must be the first moment of a month/],
    ['an hour past midnight', { start: '2026-12-01T01:00:00-06:00', end: '2027-01-01T00:00:00-06:00' }, /^start:/],
    ['the summer offset in winter', { start: '2026-12-01T00:00:00-05:00', end: '2027-01-01T00:00:00-06:00' }, /^start:/],
    ['an overlong value', { start: `2026-12-01T00:00:00-06:00${' '.repeat(40)}`, end: '2027-01-01T00:00:00-06:00' }, /^start:/],
    [
      'an end before the start',
      { start: '2026-12-01T00:00:00-06:00', end: '2026-11-01T00:00:00-05:00' },
      /^end: end must be the first moment of the month after start/,
    ],
    [
      'two months',
      { start: '2026-12-01T00:00:00-06:00', end: '2027-02-01T00:00:00-06:00' },
      /^end: end must be the first moment of the month after start/,
    ],
    ['a month before the calendar', monthWindow(2019, 12), /^start:/],
  ])('refuses %s', (_what, query, message) => {
    expect(problemWith(query)).toMatch(message);
  });

  it("reads no zone: FullCalendar's timeZone is not part of the query (nor of the cache key)", () => {
    expect(Object.keys(availabilityQuerySchema.shape).sort()).toEqual(['end', 'start']);
  });
});

describe('the demo bookings', () => {
  // A Monday morning in winter and a Saturday evening in summer, as seed times.
  const seedTimes = [Date.UTC(2026, 10, 23, 15), Date.UTC(2027, 6, 3, 23, 30)];

  it.each(seedTimes)('fall on the planned club days and hours, in the weeks after the seed (seed %s)', (now) => {
    const items = demoBookingItems(now);
    expect(items).toHaveLength(demoBookings.length);
    const weekday = (ms: number) => new Date(`${clubWallClock(ms).slice(0, 10)}T00:00:00Z`).getUTCDay();
    const hour = (ms: number) => clubWallClock(ms).slice(11, 16);
    const [wedding, communion, tournament, anniversary] = items;

    expect([weekday(wedding?.start ?? 0), hour(wedding?.start ?? 0), hour(wedding?.end ?? 0)]).toEqual([6, '17:00', '23:30']);
    expect([weekday(communion?.start ?? 0), hour(communion?.start ?? 0), hour(communion?.end ?? 0)]).toEqual([0, '13:00', '17:00']);
    expect([weekday(tournament?.start ?? 0), weekday(tournament?.end ?? 0), hour(tournament?.start ?? 0)]).toEqual([5, 6, '08:00']);
    expect([weekday(anniversary?.start ?? 0), hour(anniversary?.start ?? 0)]).toEqual([6, '18:00']);
    for (const item of items) {
      expect(item.start).toBeGreaterThan(now + 4 * DAY);
      expect(item.start).toBeLessThan(now + 40 * DAY);
      expect(item.end).toBeGreaterThan(item.start);
    }
    // None overlaps another: they are all confirmed at once.
    for (const item of items) expect(conflictsWith(item, items)).toEqual([item]);
  });
});
