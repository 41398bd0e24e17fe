// How the meetings table is read: the index every list queries (named from the catalogue), newest
// first without a Scan, and a stored meeting in the API's shape.

import type { MeetingForm } from '../../../common/meetings/meeting-edits';
import type { Meeting } from '../../../common/meetings/meetings';
import { indexName } from '../../table-keys';
import { MEETINGS_LIST, meetingItemSchema, type MeetingItem } from './meeting-item';
import { tableName } from '../../runtime/dynamo';
import { queryAll } from '../../runtime/query-all';

/** The meetings index: partition `list` (always MEETINGS_LIST), sort `start`. */
export const MEETINGS_BY_START_INDEX = indexName('meetings', 'byStart');

/** Up to `limit` meetings, newest start first; with `fromMs`, only those starting at or after it. */
export async function newestMeetings(limit: number, fromMs?: number): Promise<MeetingItem[]> {
  return queryAll(
    {
      TableName: tableName('meetings'),
      IndexName: MEETINGS_BY_START_INDEX,
      KeyConditionExpression: fromMs === undefined ? '#list = :list' : '#list = :list AND #start >= :from',
      ExpressionAttributeNames: fromMs === undefined ? { '#list': 'list' } : { '#list': 'list', '#start': 'start' },
      ExpressionAttributeValues: fromMs === undefined ? { ':list': MEETINGS_LIST } : { ':list': MEETINGS_LIST, ':from': fromMs },
      ScanIndexForward: false,
    },
    meetingItemSchema,
    { max: limit },
  );
}

/** A stored meeting as the API answers it. */
export function toMeeting(item: MeetingItem): Meeting {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    location: item.location,
    status: item.status,
    start: item.start,
    end: item.end,
    meetingType: item.meetingType,
    notes: item.notes ?? null,
    attendees: item.attendees ?? null,
    organizer: item.organizer,
  };
}

/** The stored fields an officer's form sets; an empty minutes link or attendance is not stored at all. */
export function meetingFieldsFromForm(form: MeetingForm): Omit<MeetingItem, 'id' | 'list' | 'createdAt' | 'updatedAt'> {
  return {
    title: form.title,
    description: form.description,
    location: form.location,
    status: form.status,
    start: form.start,
    end: form.end,
    meetingType: form.meetingType,
    ...(form.notes === null ? {} : { notes: form.notes }),
    ...(form.attendees === null ? {} : { attendees: form.attendees }),
    organizer: form.organizer,
  };
}
