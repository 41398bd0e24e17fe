// GET /public/api/meetings and GET /public/api/meetings.ics against DynamoDB Local, on tables of
// this file's own.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meeting } from '../../common/meetings/meetings';
import { eventUid } from '../../lambdas/domain/calendar/calendar-feed';
import { route } from '../../lambdas/routes';
import { MEETINGS_LIST, meetingItemSchema, type MeetingItem } from '../../lambdas/domain/meetings/meeting-item';
import { apiEvent, errorText, header, jsonBody } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { REFUSAL_CACHE_SECONDS } from '../../lambdas/runtime/handler';

// Both rows read the meetings table alone: the list's environment is the feed's too.
const local = await useLocalDynamoDb({ ownTablesPrefix: `it-meetings-${process.pid}-`, fn: route('list-meetings') });
const { handler: listMeetings } = await import('../../lambdas/handlers/list-meetings');
const { handler: meetingsFeed } = await import('../../lambdas/handlers/meetings-calendar');

const DAY = 24 * 3_600_000;
const NOW = Date.now();
const statuses = ['scheduled', 'confirmed', 'tentative', 'cancelled', 'completed'] as const;

// 60 meetings a week apart, from about 14 months ago to two months ahead, stored in shuffled order.
const stored: MeetingItem[] = Array.from({ length: 60 }, (_, i) => {
  const start = Math.round(NOW - 420 * DAY + i * 7 * DAY);
  return meetingItemSchema.parse({
    id: `it-meeting-${String(i).padStart(2, '0')}`,
    list: MEETINGS_LIST,
    title: `Meeting ${i}`,
    description: `Agenda of meeting ${i}`,
    location: 'Blaze Clubhouse',
    status: statuses[i % statuses.length],
    start,
    end: start + 90 * 60_000,
    meetingType: 'Board Meeting',
    ...(i % 3 === 0 ? { notes: `/minutes/meeting-${i}.html`, attendees: 8 } : {}),
    organizer: 'Secretary',
    createdAt: start - 14 * DAY,
    updatedAt: start - DAY,
  });
});
const newestFirst = [...stored].sort((a, b) => b.start - a.start).map((meeting) => meeting.id);

async function list(query: Record<string, string> = {}) {
  return listMeetings(apiEvent({ path: '/public/api/meetings', query }));
}

async function listBody(query: Record<string, string> = {}): Promise<Meeting[]> {
  const result = await list(query);
  expect(result.statusCode).toBe(200);
  return jsonBody(result) as Meeting[];
}

beforeAll(async () => {
  const shuffled = [...stored].sort((a, b) => (a.id.split('').reverse().join('') < b.id.split('').reverse().join('') ? -1 : 1));
  for (const item of shuffled) await local.ddb.send(new PutCommand({ TableName: local.tableName('meetings'), Item: item }));
});

afterAll(async () => {
  await local.close();
});

describe('GET /public/api/meetings on DynamoDB Local', () => {
  it('answers the 50 newest meetings by default, newest start first', async () => {
    const body = await listBody();

    expect(body.map((meeting) => meeting.id)).toEqual(newestFirst.slice(0, 50));
  });

  it('answers as many as the limit asks for', async () => {
    expect((await listBody({ limit: '6' })).map((meeting) => meeting.id)).toEqual(newestFirst.slice(0, 6));
    expect((await listBody({ limit: '25' })).map((meeting) => meeting.id)).toEqual(newestFirst.slice(0, 25));
  });

  it('answers each meeting in the shape of the API contract', async () => {
    const body = await listBody();
    const byId = new Map(body.map((meeting) => [meeting.id, meeting]));
    // Among the newest 50: a cancelled one with minutes, a completed one without.
    const withMinutes = stored[33] as MeetingItem;
    const without = stored[34] as MeetingItem;

    expect(byId.get(withMinutes.id)).toEqual({
      id: withMinutes.id,
      title: 'Meeting 33',
      description: 'Agenda of meeting 33',
      location: 'Blaze Clubhouse',
      status: 'cancelled',
      start: withMinutes.start,
      end: withMinutes.start + 90 * 60_000,
      meetingType: 'Board Meeting',
      notes: '/minutes/meeting-33.html',
      attendees: 8,
      organizer: 'Secretary',
    });
    expect(byId.get(without.id)).toMatchObject({ status: 'completed', notes: null, attendees: null });
    expect(Object.keys(body[0] ?? {}).sort()).toEqual(
      ['id', 'title', 'description', 'location', 'status', 'start', 'end', 'meetingType', 'notes', 'attendees', 'organizer'].sort(),
    );
  });

  it('answers JSON that CloudFront may cache for a short time', async () => {
    const result = await list();

    expect(header(result, 'content-type')).toMatch(/^application\/json\b/);
    expect(header(result, 'cache-control')).toBe('public, max-age=60');
  });

  it('ignores query names it does not declare', async () => {
    expect((await listBody({ offset: '10', utm_source: 'mail' })).map((meeting) => meeting.id)).toEqual(newestFirst.slice(0, 50));
  });

  it.each([['-1'], ['0'], ['fifty'], ['1e3'], [''], ['101'], ['100'], ['3'], ['99999999999999']])(
    'answers 400 naming limit when it is %j',
    async (value) => {
      const result = await list({ limit: value });

      expect(result.statusCode).toBe(400);
      expect(errorText(result)).toContain('limit');
      expect(header(result, 'cache-control')).toBe(`public, max-age=0, s-maxage=${REFUSAL_CACHE_SECONDS}`);
    },
  );
});

describe('GET /public/api/meetings.ics on DynamoDB Local', () => {
  async function feed() {
    const result = await meetingsFeed(apiEvent({ path: '/public/api/meetings.ics' }));
    expect(result.statusCode).toBe(200);
    return result;
  }

  it('is a calendar that subscribers may cache for an hour', async () => {
    const result = await feed();

    expect(header(result, 'content-type')).toBe('text/calendar; charset=utf-8');
    expect(header(result, 'cache-control')).toBe('public, max-age=3600');
  });

  it('holds every meeting of the past year and every coming one, and nothing older', async () => {
    const calendar = new ICAL.Component(ICAL.parse(String((await feed()).body)));
    const uids = calendar.getAllSubcomponents('vevent').map((event) => event.getFirstPropertyValue('uid'));
    const expected = stored.filter((meeting) => meeting.start >= NOW - 365 * DAY).map((meeting) => eventUid('meeting', meeting.id));

    expect(uids.sort()).toEqual(expected.sort());
    expect(expected.length).toBeLessThan(stored.length);
  });

  it('gives the same UIDs and statuses on every request', async () => {
    const statusesOf = async () =>
      new Map(
        new ICAL.Component(ICAL.parse(String((await feed()).body)))
          .getAllSubcomponents('vevent')
          .map((event) => [event.getFirstPropertyValue('uid'), event.getFirstPropertyValue('status')]),
      );
    const first = await statusesOf();

    expect(await statusesOf()).toEqual(first);
    const cancelled = stored.filter((meeting) => meeting.status === 'cancelled' && meeting.start >= NOW - 365 * DAY);
    for (const meeting of cancelled) expect(first.get(eventUid('meeting', meeting.id))).toBe('CANCELLED');
  });
});
