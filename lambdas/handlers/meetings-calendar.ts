// GET /public/api/meetings.ics → the meetings as an iCalendar feed (text/calendar) to subscribe to:
// the past year's and every coming meeting, times in America/Chicago.

import { calendarResult } from '../domain/calendar/calendar-feed';
import { defineHandler } from '../runtime/handler';
import { newestMeetings } from '../domain/meetings/meetings';
import { MEETINGS_FEED_FILE, meetingsCalendar } from '../domain/meetings/meetings-feed';
import { row } from '../rows/meetings-calendar';

/** How far back the feed reaches: a subscriber's calendar keeps what it already has. */
const FEED_HISTORY_MS = 365 * 24 * 60 * 60 * 1000;
/** A bound on the feed's length, far above a club's meetings in a year. */
const FEED_MAX_EVENTS = 500;

export const handler = defineHandler(row, async () => {
  const meetings = await newestMeetings(FEED_MAX_EVENTS, Date.now() - FEED_HISTORY_MS);
  return calendarResult(meetingsCalendar(meetings), MEETINGS_FEED_FILE);
});
