// POST /api/officer/meetings, PUT and DELETE /api/officer/meetings/{meetingId} against DynamoDB Local,
// on tables of this file's own: what an officer saves, the public list and the calendar feed then
// show; refusals name the field and write nothing; an edit of a deleted meeting is 404, never a
// resurrection.

import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import ICAL from 'ical.js';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { meetingMessages, OFFICER_MEETING_PATH, OFFICER_MEETINGS_PATH, type MeetingFormInput } from '../../common/meetings/meeting-edits';
import type { Meeting } from '../../common/meetings/meetings';
import { eventUid } from '../../lambdas/domain/calendar/calendar-feed';
import type { HttpMethod } from '../../lambdas/routes';
import { apiEvent, errorText, jsonBody, memberClaims, officerClaims } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-officer-meetings-${process.pid}-` });
const { handler: createMeeting } = await import('../../lambdas/handlers/create-meeting');
const { handler: updateMeeting } = await import('../../lambdas/handlers/update-meeting');
const { handler: deleteMeeting } = await import('../../lambdas/handlers/delete-meeting');
const { handler: listMeetings } = await import('../../lambdas/handlers/list-meetings');
const { handler: meetingsFeed } = await import('../../lambdas/handlers/meetings-calendar');

const officer = officerClaims('officer-it');
const DAY = 86_400_000;
// A week ahead, on the minute: the feed holds coming meetings.
const start = Math.floor((Date.now() + 7 * DAY) / 60_000) * 60_000;

const board: MeetingFormInput = {
  title: 'Board meeting',
  description: 'Budget and grounds',
  location: 'Blaze Clubhouse',
  status: 'scheduled',
  start,
  end: start + 90 * 60_000,
  meetingType: 'Board Meeting',
  organizer: 'Secretary',
};

function send(method: HttpMethod, body: unknown, meetingId?: string, claims = officer) {
  const handler = method === 'POST' ? createMeeting : method === 'PUT' ? updateMeeting : deleteMeeting;
  return handler(
    apiEvent({
      method,
      path: meetingId === undefined ? OFFICER_MEETINGS_PATH : OFFICER_MEETING_PATH.replace('{meetingId}', encodeURIComponent(meetingId)),
      routePath: meetingId === undefined ? OFFICER_MEETINGS_PATH : OFFICER_MEETING_PATH,
      ...(meetingId === undefined ? {} : { pathParameters: { meetingId } }),
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      claims,
    }),
  );
}

async function create(meeting: MeetingFormInput = board): Promise<Meeting> {
  const result = await send('POST', meeting);
  expect(result.statusCode).toBe(201);
  return jsonBody(result) as Meeting;
}

async function publicMeetings(): Promise<Meeting[]> {
  return jsonBody(await listMeetings(apiEvent({ path: '/public/api/meetings' }))) as Meeting[];
}

async function feedEvents(): Promise<Map<string, ICAL.Component>> {
  const calendar = new ICAL.Component(ICAL.parse(String((await meetingsFeed(apiEvent({ path: '/public/api/meetings.ics' }))).body)));
  return new Map(calendar.getAllSubcomponents('vevent').map((event) => [String(event.getFirstPropertyValue('uid')), event]));
}

async function storedCount(): Promise<number> {
  const result = await local.ddb.send(new ScanCommand({ TableName: local.tableName('meetings'), Select: 'COUNT', ConsistentRead: true }));
  return result.Count ?? 0;
}

async function storedItem(id: string): Promise<Record<string, unknown> | undefined> {
  return (await local.ddb.send(new GetCommand({ TableName: local.tableName('meetings'), Key: { id }, ConsistentRead: true }))).Item;
}

// Each test starts from an empty table, emptied through the endpoint under test.
beforeEach(async () => {
  for (const meeting of await publicMeetings()) await send('DELETE', undefined, meeting.id);
});

afterAll(async () => {
  await local.close();
});

describe('POST /api/officer/meetings', () => {
  it('adds a meeting that the public list and the calendar feed show', async () => {
    const meeting = await create();

    expect(meeting).toEqual({ id: meeting.id, ...board, notes: null, attendees: null });
    expect(await publicMeetings()).toEqual([meeting]);
    const event = (await feedEvents()).get(eventUid('meeting', meeting.id));
    expect(event?.getFirstPropertyValue('summary')).toBe('Board meeting');
  });

  it('refuses a bad meeting with a 400 naming the field, and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ...board, title: ' ' }, 'title'],
      [{ ...board, end: board.start }, 'end'],
      [{ ...board, notes: 'javascript:alert(1)' }, 'notes'],
      [{ ...board, status: 'postponed' }, 'status'],
      [{ ...board, id: 'chosen-id' }, 'id'],
    ];
    for (const [body, field] of cases) {
      const result = await send('POST', body);
      expect(result.statusCode, field).toBe(400);
      expect(errorText(result)).toContain(field);
    }
    expect(await storedCount()).toBe(0);
  });

  it('lets no member who is not an officer add a meeting', async () => {
    expect((await send('POST', board, undefined, memberClaims('member-it'))).statusCode).toBe(403);
    expect(await storedCount()).toBe(0);
  });
});

describe('PUT /api/officer/meetings/{meetingId}', () => {
  it('sets the status and attaches the minutes, keeping when the meeting was first added', async () => {
    const meeting = await create();
    const createdAt = (await storedItem(meeting.id))?.createdAt;

    const result = await send('PUT', { ...board, status: 'completed', notes: '/minutes/board-next.pdf', attendees: 9 }, meeting.id);

    expect(result.statusCode).toBe(200);
    const changed = { ...meeting, status: 'completed', notes: '/minutes/board-next.pdf', attendees: 9 };
    expect(jsonBody(result)).toEqual(changed);
    expect(await publicMeetings()).toEqual([changed]);
    expect((await storedItem(meeting.id))?.createdAt).toBe(createdAt);
    const event = (await feedEvents()).get(eventUid('meeting', meeting.id));
    expect(String(event?.getFirstPropertyValue('description'))).toContain('Minutes: on the Minutes & Meetings page');
  });

  it('removes the minutes link and attendance when the form clears them', async () => {
    const meeting = await create({ ...board, notes: 'https://docs.example.org/minutes', attendees: 4 });

    await send('PUT', { ...board, notes: '' }, meeting.id);

    expect(await publicMeetings()).toEqual([{ ...meeting, notes: null, attendees: null }]);
    expect(await storedItem(meeting.id)).not.toHaveProperty('notes');
  });

  it('marks a meeting cancelled, which the feed keeps as cancelled', async () => {
    const meeting = await create();

    await send('PUT', { ...board, status: 'cancelled' }, meeting.id);

    expect((await feedEvents()).get(eventUid('meeting', meeting.id))?.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('answers 404 for an id no meeting has, and creates nothing', async () => {
    const result = await send('PUT', board, 'no-such-meeting');

    expect(result.statusCode).toBe(404);
    expect(errorText(result)).toBe(meetingMessages.unknownMeeting);
    expect(await storedCount()).toBe(0);
  });

  it('keeps the meeting as it was when the change is refused', async () => {
    const meeting = await create();

    const result = await send('PUT', { ...board, notes: 'http://insecure.example/minutes' }, meeting.id);

    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toContain('notes');
    expect(await publicMeetings()).toEqual([meeting]);
  });
});

describe('DELETE /api/officer/meetings/{meetingId}', () => {
  it('removes the meeting from the list and the feed', async () => {
    const kept = await create();
    const gone = await create({ ...board, title: 'Grounds committee', start: start + DAY, end: start + DAY + 3_600_000 });

    const result = await send('DELETE', undefined, gone.id);

    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual({ deleted: gone.id });
    expect((await publicMeetings()).map((m) => m.id)).toEqual([kept.id]);
    expect([...(await feedEvents()).keys()]).toEqual([eventUid('meeting', kept.id)]);
  });

  it('answers 404 for a meeting already deleted, and an edit of it stays deleted', async () => {
    const meeting = await create();
    await send('DELETE', undefined, meeting.id);

    const again = await send('DELETE', undefined, meeting.id);
    const edit = await send('PUT', { ...board, status: 'completed' }, meeting.id);

    expect(again.statusCode).toBe(404);
    expect(edit.statusCode).toBe(404);
    expect(await storedCount()).toBe(0);
  });

  it('answers 404 for an id that is not an id', async () => {
    expect((await send('DELETE', undefined, 'a.b')).statusCode).toBe(404);
  });

  it('lets no member who is not an officer delete a meeting', async () => {
    const meeting = await create();

    expect((await send('DELETE', undefined, meeting.id, memberClaims('member-it'))).statusCode).toBe(403);
    expect(await publicMeetings()).toEqual([meeting]);
  });
});
