// GET /public/api/rental-availability against DynamoDB Local, on tables of this file's own: the
// confirmed bookings overlapping the window, as FullCalendar events that say only "taken" and when,
// with back-to-back edges free, a long booking that began before the window included; the window
// is one club month written as the calendar writes it (across a daylight-saving change too), and
// any other window (not a Chicago midnight, the wrong offset, too long, backwards) a 400.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthWindow } from '../../common/teams/availability-windows';
import { RENTAL_AVAILABILITY_PATH, TAKEN_SLOT_TITLE, WHOLE_FACILITY, type TakenSlot } from '../../common/rental/bookings';
import { clubTime } from '../../common/club-time';
import { RENTAL_MAX_BOOKING_DAYS } from '../../common/rental/rental-rules';
import { route } from '../../lambdas/routes';
import { BOOKINGS_CALENDAR, bookingItemSchema, type BookingItem } from '../../lambdas/domain/rental/booking-item';
import { apiEvent, errorText, header, jsonBody } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { REFUSAL_CACHE_SECONDS } from '../../lambdas/runtime/handler';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-availability-${process.pid}-`, fn: route('list-rental-availability') });
const { handler } = await import('../../lambdas/handlers/list-rental-availability');

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// The window the tests ask about: January 2027 in Chicago (from Friday the 1st, 06:00 UTC).
const january = monthWindow(2027, 1);
const windowStart = clubTime(2027, 1, 1);
const windowEnd = clubTime(2027, 2, 1);

function booking(id: string, start: number, end: number): BookingItem {
  return bookingItemSchema.parse({
    id,
    calendar: BOOKINGS_CALENDAR,
    start,
    end,
    requestId: `REF-${id}`,
    title: `Private party of Jane Secret (${id})`,
    createdAt: windowStart - 30 * DAY,
  });
}

const bookings = {
  endsAsWindowStarts: booking('ends-at-window-start', windowStart - 5 * HOUR, windowStart),
  startedBefore: booking('started-before', windowStart - 2 * DAY, windowStart + 10 * HOUR),
  longAgoStillRunning: booking('long-running', windowStart - (RENTAL_MAX_BOOKING_DAYS - 1) * DAY, windowStart + HOUR),
  tuesdayEvening: booking('tuesday-evening', clubTime(2027, 1, 5, 18), clubTime(2027, 1, 5, 23)),
  saturdayWedding: booking('saturday-wedding', clubTime(2027, 1, 9, 16), clubTime(2027, 1, 9, 23)),
  startsAsWindowEnds: booking('starts-at-window-end', windowEnd, windowEnd + 4 * HOUR),
  nextMonth: booking('next-month', clubTime(2027, 2, 10, 12), clubTime(2027, 2, 10, 17)),
  // A Saturday after the clocks went forward (Sunday, March 14, 2027).
  afterDstChange: booking('after-dst-change', clubTime(2027, 3, 20, 17), clubTime(2027, 3, 20, 22)),
};

async function availability(query: Record<string, string>) {
  return handler(apiEvent({ path: RENTAL_AVAILABILITY_PATH, query }));
}

async function slots(window: { start: string; end: string }): Promise<TakenSlot[]> {
  const result = await availability({ ...window });
  expect(result.statusCode).toBe(200);
  return jsonBody(result) as TakenSlot[];
}

const spanOf = (item: BookingItem) => ({ start: new Date(item.start).toISOString(), end: new Date(item.end).toISOString() });

beforeAll(async () => {
  for (const item of Object.values(bookings)) {
    await local.ddb.send(new PutCommand({ TableName: local.tableName('bookings'), Item: item }));
  }
});

afterAll(async () => {
  await local.close();
});

describe('GET /public/api/rental-availability', () => {
  it('answers the bookings overlapping the window, by start, with back-to-back edges left out', async () => {
    const found = await slots(january);

    expect(found.map(({ start, end }) => ({ start, end }))).toEqual([
      spanOf(bookings.longAgoStillRunning),
      spanOf(bookings.startedBefore),
      spanOf(bookings.tuesdayEvening),
      spanOf(bookings.saturdayWedding),
    ]);
  });

  it('names no one: an opaque id, the fixed title, the times and the space taken, nothing else', async () => {
    const found = await slots(january);
    const text = JSON.stringify(found);

    for (const slot of found) {
      expect(Object.keys(slot).sort()).toEqual(['end', 'id', 'kind', 'spaces', 'start', 'title']);
      expect(slot.title).toBe(TAKEN_SLOT_TITLE);
      // Made before the club hired out spaces: the whole facility.
      expect(slot.spaces).toEqual([WHOLE_FACILITY]);
      expect(slot.id).toMatch(/^[0-9a-f]{20}$/);
    }
    expect(new Set(found.map((slot) => slot.id)).size).toBe(found.length);
    for (const item of Object.values(bookings)) {
      expect(text).not.toContain(item.id);
      expect(text).not.toContain(String(item.requestId));
    }
    expect(text).not.toContain('Jane Secret');
  });

  it('gives a slot the same id in every month it touches, so the calendar does not draw it twice', async () => {
    const crossing = (list: TakenSlot[]) => list.find((slot) => slot.start === spanOf(bookings.startedBefore).start);
    const inDecember = crossing(await slots(monthWindow(2026, 12)));

    expect(inDecember).toBeDefined();
    expect(crossing(await slots(january))).toEqual(inDecember);
  });

  it('answers an empty list for a free month, cacheable for a minute', async () => {
    const result = await availability({ ...monthWindow(2027, 6) });

    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual([]);
    expect(header(result, 'cache-control')).toBe('public, max-age=60');
  });

  it('reads a month across the daylight-saving change, its offsets as the calendar writes them', async () => {
    const march = monthWindow(2027, 3);
    expect(march).toEqual({ start: '2027-03-01T00:00:00-06:00', end: '2027-04-01T00:00:00-05:00' });

    expect((await slots(march)).map(({ start, end }) => ({ start, end }))).toEqual([spanOf(bookings.afterDstChange)]);
    expect((await slots(monthWindow(2027, 11))).length).toBe(0);
  });

  it.each([
    ['no window at all', {}, /start/],
    ['no end', { start: january.start }, /end/],
    ['a start that is not a date', { start: 'next week', end: january.end }, /start must be the first moment of a month/],
    ['a plain day', { start: '2027-01-01', end: '2027-02-01' }, /start must be the first moment of a month/],
    ['UTC midnight', { start: '2027-01-01T00:00:00Z', end: '2027-02-01T00:00:00Z' }, /start must be the first moment of a month/],
    ['Chicago midnight written in UTC', { start: '2027-01-01T06:00:00.000Z', end: january.end }, /start must be/],
    ['epoch milliseconds', { start: String(windowStart), end: String(windowEnd) }, /start must be/],
    ['a day that is not the first', { start: '2027-01-04T00:00:00-06:00', end: '2027-01-11T00:00:00-06:00' }, /start must be/],
    [
      'the winter offset after the clocks went forward',
      { start: '2027-04-01T00:00:00-06:00', end: '2027-05-01T00:00:00-05:00' },
      /start must be/,
    ],
    [
      'the summer offset after the clocks went back',
      { start: '2027-03-01T00:00:00-06:00', end: '2027-04-01T00:00:00-06:00' },
      /end must be/,
    ],
    [
      'an end before the start',
      { start: january.start, end: monthWindow(2026, 12).start },
      /end must be the first moment of the month after start/,
    ],
    ['an empty window', { start: january.start, end: january.start }, /end must be the first moment of the month after start/],
    ['two months', { start: january.start, end: monthWindow(2027, 2).end }, /end must be the first moment of the month after start/],
    ['a year', { start: january.start, end: monthWindow(2027, 12).end }, /end must be the first moment of the month after start/],
    ['a year past the calendar', { ...monthWindow(2101, 1) } as Record<string, string>, /start must be/],
  ])('refuses %s with a 400 that CloudFront alone keeps briefly', async (_what, query, message) => {
    const result = await availability(query);

    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toMatch(message);
    expect(header(result, 'cache-control')).toBe(`public, max-age=0, s-maxage=${REFUSAL_CACHE_SECONDS}`);
  });
});
