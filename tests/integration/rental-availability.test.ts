// GET /public/api/rental-availability against DynamoDB Local, on tables of this file's own: the
// confirmed bookings overlapping the window, as FullCalendar events that say only "taken" and when,
// with back-to-back edges free, a long booking that began before the window included, and a bad
// window a 400 that never reaches the table.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENTAL_AVAILABILITY_PATH, TAKEN_SLOT_TITLE, type TakenSlot } from '../../common/bookings';
import { RENTAL_MAX_BOOKING_DAYS } from '../../common/rental-rules';
import { route } from '../../lambdas/routes';
import { BOOKINGS_CALENDAR, bookingItemSchema, type BookingItem } from '../../lambdas/tables';
import { apiEvent, errorText, header, jsonBody } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-availability-${process.pid}-`, fn: route('list-rental-availability') });
const { handler } = await import('../../lambdas/handlers/list-rental-availability');

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// The window the tests ask about: one week from a Monday 00:00 in Chicago (06:00 UTC in winter).
const windowStart = Date.UTC(2027, 0, 4, 6);
const windowEnd = windowStart + 7 * DAY;

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
  tuesdayEvening: booking('tuesday-evening', windowStart + DAY + 18 * HOUR, windowStart + DAY + 23 * HOUR),
  saturdayWedding: booking('saturday-wedding', windowStart + 5 * DAY + 16 * HOUR, windowStart + 5 * DAY + 23 * HOUR),
  startsAsWindowEnds: booking('starts-at-window-end', windowEnd, windowEnd + 4 * HOUR),
  nextMonth: booking('next-month', windowEnd + 30 * DAY, windowEnd + 30 * DAY + 5 * HOUR),
};

async function availability(query: Record<string, string>) {
  return handler(apiEvent({ path: RENTAL_AVAILABILITY_PATH, query }));
}

async function slots(start: number, end: number): Promise<TakenSlot[]> {
  const result = await availability({
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    timeZone: 'America/Chicago',
  });
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
    const found = await slots(windowStart, windowEnd);

    expect(found.map(({ start, end }) => ({ start, end }))).toEqual([
      spanOf(bookings.longAgoStillRunning),
      spanOf(bookings.startedBefore),
      spanOf(bookings.tuesdayEvening),
      spanOf(bookings.saturdayWedding),
    ]);
  });

  it('names no one: an opaque id, the fixed title and the times, nothing else', async () => {
    const found = await slots(windowStart, windowEnd);
    const text = JSON.stringify(found);

    for (const slot of found) {
      expect(Object.keys(slot).sort()).toEqual(['end', 'id', 'start', 'title']);
      expect(slot.title).toBe(TAKEN_SLOT_TITLE);
      expect(slot.id).toMatch(/^[0-9a-f]{20}$/);
    }
    expect(new Set(found.map((slot) => slot.id)).size).toBe(found.length);
    for (const item of Object.values(bookings)) {
      expect(text).not.toContain(item.id);
      expect(text).not.toContain(String(item.requestId));
    }
    expect(text).not.toContain('Jane Secret');
  });

  it('gives a slot the same id in every window, so the calendar does not draw it twice', async () => {
    const [inWeek] = (await slots(windowStart + 5 * DAY, windowEnd)).filter(
      (slot) => slot.start === spanOf(bookings.saturdayWedding).start,
    );
    const [inDay] = await slots(windowStart + 5 * DAY + 20 * HOUR, windowStart + 5 * DAY + 21 * HOUR);

    expect(inDay).toEqual(inWeek);
  });

  it('answers an empty list for a free window, cacheable for a minute', async () => {
    const result = await availability({ start: String(windowEnd + 5 * HOUR), end: String(windowEnd + 2 * DAY) });

    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual([]);
    expect(header(result, 'cache-control')).toBe('public, max-age=60');
  });

  it('reads FullCalendar’s own window of a month view in the club’s zone', async () => {
    const result = await availability({
      start: '2026-12-27T00:00:00-06:00',
      end: '2027-02-07T00:00:00-06:00',
      timeZone: 'America/Chicago',
    });

    expect(result.statusCode).toBe(200);
    // Six weeks from Sunday, December 27: every booking but next month's (February 10).
    const found = (jsonBody(result) as TakenSlot[]).map(({ start, end }) => ({ start, end }));
    const { nextMonth: _outside, ...inside } = bookings;
    expect(found).toEqual(
      Object.values(inside)
        .sort((a, b) => a.start - b.start)
        .map(spanOf),
    );
  });

  it.each([
    ['no window at all', {}, /start/],
    ['no end', { start: '2027-01-04' }, /end/],
    ['a start that is not a date', { start: 'next week', end: '2027-01-11' }, /start must be a date/],
    ['an end before the start', { start: '2027-01-11', end: '2027-01-04' }, /end must be after start/],
    ['a window over the limit', { start: '2027-01-01', end: '2028-03-01' }, /at most 400 days/],
    ['an unknown zone', { start: '2027-01-04', end: '2027-01-11', timeZone: 'Nowhere/Land' }, /timeZone/],
  ])('refuses %s with a 400 that is not cached', async (_what, query, message) => {
    const result = await availability(query);

    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toMatch(message);
    expect(header(result, 'cache-control')).toBe('no-store');
  });
});
