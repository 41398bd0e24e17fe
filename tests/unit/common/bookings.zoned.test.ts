// The facility calendar's shared rules: the overlap rule (back-to-back is free), the availability
// feed's query schema (the window FullCalendar sends, bounded and well-formed), and the demo
// bookings' club wall-clock times. Runs in the machine's zone and in one far from Chicago.

import { describe, expect, it } from 'vitest';
import { availabilityQuerySchema } from '../../../common/availability-query';
import { AVAILABILITY_MAX_WINDOW_DAYS, conflictsWith, overlaps } from '../../../common/bookings';
import { clubWallClock } from '../../../common/club-time';
import { demoBookingItems, demoBookings } from '../../../local/demo/bookings-dataset';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function problemWith(query: Record<string, string>): string | undefined {
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

describe('the availability query', () => {
  it('reads the window as FullCalendar sends it: ISO with an offset, or a plain day, and the zone', () => {
    const parsed = availabilityQuerySchema.parse({
      start: '2026-11-29T00:00:00-06:00',
      end: '2027-01-10T00:00:00-06:00',
      timeZone: 'America/Chicago',
    });
    expect(parsed).toEqual({ start: Date.UTC(2026, 10, 29, 6), end: Date.UTC(2027, 0, 10, 6), timeZone: 'America/Chicago' });
    expect(availabilityQuerySchema.parse({ start: '2026-12-01', end: '2026-12-02' })).toEqual({
      start: Date.UTC(2026, 11, 1),
      end: Date.UTC(2026, 11, 2),
    });
  });

  it('accepts epoch milliseconds as text', () => {
    expect(availabilityQuerySchema.parse({ start: '1796000000000', end: '1796086400000' })).toEqual({
      start: 1_796_000_000_000,
      end: 1_796_086_400_000,
    });
  });

  it.each([
    ['a missing start', { end: '2026-12-02' }, /^start:/],
    ['a missing end', { start: '2026-12-01' }, /^end:/],
    ['a start that is not a date', { start: 'soon', end: '2026-12-02' }, /start must be a date/],
    ['an end that is not a date', { start: '2026-12-01', end: '2026-13-45' }, /end must be a date/],
    ['an overlong value', { start: `2026-12-01${' '.repeat(40)}`, end: '2026-12-02' }, /^start:/],
    ['an end before the start', { start: '2026-12-02', end: '2026-12-01' }, /end must be after start/],
    ['an empty window', { start: '2026-12-01', end: '2026-12-01' }, /end must be after start/],
    ['an unknown zone', { start: '2026-12-01', end: '2026-12-02', timeZone: 'Mars/Olympus_Mons' }, /timeZone must be a time zone name/],
  ])('refuses %s', (_what, query, message) => {
    expect(problemWith(query)).toMatch(message);
  });

  it(`allows a window of ${AVAILABILITY_MAX_WINDOW_DAYS} days and refuses a longer one`, () => {
    const start = Date.UTC(2026, 11, 1);
    const edge = (days: number) => ({ start: String(start), end: String(start + days * DAY) });
    expect(problemWith(edge(AVAILABILITY_MAX_WINDOW_DAYS))).toBeUndefined();
    expect(problemWith(edge(AVAILABILITY_MAX_WINDOW_DAYS + 1))).toMatch(`at most ${AVAILABILITY_MAX_WINDOW_DAYS} days`);
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
