// GET /public/api/meetings?limit → [{ id, title, description, location, status, start, end,
// meetingType, notes, attendees, organizer }], newest first.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { newestMeetings, toMeeting } from '../domain/meetings/meetings';
import { row } from '../rows/list-meetings';

export const handler = defineHandler(row, async ({ query }) => {
  const meetings = await newestMeetings(query.limit);
  return json(200, meetings.map(toMeeting));
});
