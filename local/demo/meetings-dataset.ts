// The `meetings` demo dataset: the demo meetings (local/demo/meetings.ts); a meeting already there
// is kept as it is.

import { clubDay, clubTime, startOfClubDay } from '../../common/club-time';
import { MEETINGS_LIST, meetingItemSchema, type MeetingItem } from '../../lambdas/domain/meetings/meeting-item';
import { putIfAbsent, type DemoDataset } from './dataset';
import { demoMeetings, type DemoMeeting, type DemoMeetingDay } from './meetings';

const DAY_MS = 24 * 60 * 60 * 1000;

function dateOf(day: DemoMeetingDay, now: number): readonly [number, number, number] {
  if ('date' in day) return day.date;
  const [year = 0, month = 0, date = 0] = clubDay(startOfClubDay(now, day.daysFromSeed)).split('-').map(Number);
  return [year, month, date];
}

export function demoMeetingItem(meeting: DemoMeeting, now: number): MeetingItem {
  const [year, month, day] = dateOf(meeting.day, now);
  const start = clubTime(year, month, day, ...meeting.startsAt);
  const end = start + meeting.durationMinutes * 60_000;
  return meetingItemSchema.parse({
    id: meeting.id,
    list: MEETINGS_LIST,
    title: meeting.title,
    description: meeting.description,
    location: meeting.location,
    status: meeting.status,
    start,
    end,
    meetingType: meeting.meetingType,
    notes: meeting.notes,
    attendees: meeting.attendees,
    organizer: meeting.organizer,
    // Announced two weeks ahead; a held meeting was last changed when its minutes went up.
    createdAt: Math.min(now, start - 14 * DAY_MS),
    updatedAt: Math.min(now, end + 2 * DAY_MS),
  });
}

export function meetingsDataset(version: number, meetings: readonly DemoMeeting[]): DemoDataset {
  return {
    name: 'meetings',
    version,
    async seed(target) {
      let added = 0;
      for (const meeting of meetings) if (await putIfAbsent(target, 'meetings', demoMeetingItem(meeting, target.now), 'id')) added++;
      return added;
    },
  };
}

export const demoMeetingsDataset = meetingsDataset(1, demoMeetings);
