// The meetings rows as the Minutes & Meetings page and the officers' console read them: the newest
// meetings, checked for the shape the page reads. Times may come as numbers or as numeric text.

import { MEETINGS_LIMIT, MEETINGS_PATH, type Meeting } from '../../../../common/meetings/meetings';
import { epochMs, text } from './read-fields';

export const meetingsUrl = `${MEETINGS_PATH}?limit=${MEETINGS_LIMIT}`;

function toMeeting(entry: unknown, index: number): Meeting {
  if (!entry || typeof entry !== 'object') throw new Error(`meeting ${index + 1} is not an object`);
  const record = entry as Record<string, unknown>;
  const start = epochMs(record.start);
  if (start === null) throw new Error(`meeting ${index + 1} has no start time`);
  const attendees = typeof record.attendees === 'number' && Number.isFinite(record.attendees) ? record.attendees : null;
  return {
    id: text(record.id) || String(record.id ?? index),
    title: text(record.title),
    description: text(record.description),
    location: text(record.location),
    status: text(record.status),
    start,
    end: epochMs(record.end) ?? start,
    meetingType: text(record.meetingType),
    notes: text(record.notes) || null,
    attendees,
    organizer: text(record.organizer),
  };
}

/** The answer as meetings; anything but a list is refused. */
export function parseMeetings(body: unknown): Meeting[] {
  if (!Array.isArray(body)) throw new Error('the answer is not a list of meetings');
  return body.map(toMeeting);
}

/** One meeting, as the officer rows answer a save. */
export function parseMeeting(body: unknown): Meeting {
  const [meeting] = parseMeetings([body]);
  if (!meeting) throw new Error('the answer is not a meeting');
  return meeting;
}
