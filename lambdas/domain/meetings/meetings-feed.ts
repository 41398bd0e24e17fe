// The meetings as an iCalendar feed: one event per meeting, with a UID that never changes, its
// status (a cancelled meeting stays in the feed as STATUS:CANCELLED, so a subscriber's calendar
// crosses it out instead of keeping a stale entry) and a stamp from the meeting's last change, so
// the same data always gives the same feed.

import { ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { MeetingStatus, minutesHref } from '../../../common/meetings/meetings';
import type { MeetingItem } from './meeting-item';
import { addClubEvent, clubCalendar, eventUid } from '../calendar/calendar-feed';

/** The file name the feed is offered as. */
export const MEETINGS_FEED_FILE = 'blaze-meetings.ics';

const eventStatus: Readonly<Record<MeetingItem['status'], ICalEventStatus>> = {
  [MeetingStatus.cancelled]: ICalEventStatus.CANCELLED,
  [MeetingStatus.tentative]: ICalEventStatus.TENTATIVE,
  [MeetingStatus.confirmed]: ICalEventStatus.CONFIRMED,
  // Held, or planned without doubt: a calendar has no status closer than confirmed.
  [MeetingStatus.completed]: ICalEventStatus.CONFIRMED,
  [MeetingStatus.scheduled]: ICalEventStatus.CONFIRMED,
};

/**
 * What the event says about the minutes. A path on the site means nothing in a calendar program
 * (the feed does not know the site's address behind CloudFront), so it points to the page instead.
 */
function minutesLine(notes: string | undefined): string | undefined {
  if (!notes) return undefined;
  const href = minutesHref(notes);
  if (href?.startsWith('/')) return 'Minutes: on the Minutes & Meetings page of the club website.';
  return `Minutes: ${notes}`;
}

function eventDescription(meeting: MeetingItem): string {
  return [meeting.description, meeting.organizer && `Organizer: ${meeting.organizer}`, minutesLine(meeting.notes)]
    .filter(Boolean)
    .join('\n\n');
}

export function meetingsCalendar(meetings: readonly MeetingItem[]): ICalCalendar {
  const calendar = clubCalendar('Blaze Rugby Club meetings', 'Board and general meetings of the Blaze Rugby Club & Corporation');
  for (const meeting of meetings) {
    addClubEvent(calendar, {
      uid: eventUid('meeting', meeting.id),
      startMs: meeting.start,
      endMs: Math.max(meeting.end, meeting.start),
      stamp: new Date(meeting.updatedAt),
      lastModified: new Date(meeting.updatedAt),
      summary: meeting.title,
      description: eventDescription(meeting),
      location: meeting.location || null,
      status: eventStatus[meeting.status],
      categories: meeting.meetingType ? [{ name: meeting.meetingType }] : [],
    });
  }
  return calendar;
}
