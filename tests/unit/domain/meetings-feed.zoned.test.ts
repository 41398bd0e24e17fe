// The meetings feed, parsed back as a calendar program would (ical.js): each meeting's status, its
// times in America/Chicago, and UIDs that stay the same from one generation of the feed to the next.

import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { clubTime } from '../../../common/club-time';
import { eventUid } from '../../../lambdas/domain/calendar/calendar-feed';
import { meetingsCalendar } from '../../../lambdas/domain/meetings/meetings-feed';
import { MEETINGS_LIST, meetingItemSchema, type MeetingItem } from '../../../lambdas/domain/meetings/meeting-item';

function meeting(id: string, status: MeetingItem['status'], start: number, minutes = 90, extra: Partial<MeetingItem> = {}): MeetingItem {
  return meetingItemSchema.parse({
    id,
    list: MEETINGS_LIST,
    title: `Meeting ${id}`,
    description: `About ${id}`,
    location: 'Blaze Clubhouse, Lemont, IL',
    status,
    start,
    end: start + minutes * 60_000,
    meetingType: 'Board Meeting',
    organizer: 'Secretary',
    createdAt: start - 86_400_000,
    updatedAt: start - 3_600_000,
    ...extra,
  });
}

const meetings: MeetingItem[] = [
  meeting('m-confirmed', 'confirmed', clubTime(2026, 12, 7, 19)),
  meeting('m-cancelled', 'cancelled', clubTime(2026, 8, 10, 19)),
  meeting('m-tentative', 'tentative', clubTime(2027, 1, 11, 18, 30)),
  meeting('m-completed', 'completed', clubTime(2026, 11, 8, 14), 120, { notes: '/minutes/agm.html' }),
  meeting('m-scheduled', 'scheduled', clubTime(2027, 2, 8, 19), 90, { notes: 'https://docs.example.org/minutes.pdf' }),
  meeting('m-noted', 'completed', clubTime(2026, 10, 24, 10), 90, { notes: 'Minutes will be posted once approved.' }),
];

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone') as ICAL.Component);
  const events = new Map(
    calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return [event.uid, { vevent, event }] as const;
    }),
  );
  return { calendar, zone, events };
}

const first = meetingsCalendar(meetings).toString();
const second = meetingsCalendar(meetings).toString();
const { calendar, zone, events } = parse(first);

function eventOf(id: string) {
  const found = events.get(eventUid('meeting', id));
  if (!found) throw new Error(`no event for ${id}`);
  return found;
}

describe('the meetings feed', () => {
  it('holds one event per meeting, each with its stable UID', () => {
    expect([...events.keys()].sort()).toEqual(meetings.map((m) => eventUid('meeting', m.id)).sort());
  });

  it('is the same text when made twice from the same meetings, so a subscriber sees no change', () => {
    expect(second).toBe(first);
    expect([...parse(second).events.keys()]).toEqual([...events.keys()]);
  });

  it.each([
    ['m-cancelled', 'CANCELLED'],
    ['m-tentative', 'TENTATIVE'],
    ['m-confirmed', 'CONFIRMED'],
    ['m-completed', 'CONFIRMED'],
    ['m-scheduled', 'CONFIRMED'],
    ['m-noted', 'CONFIRMED'],
  ])('marks %s %s', (id, status) => {
    expect(eventOf(id).vevent.getFirstPropertyValue('status')).toBe(status);
  });

  it('writes times as Chicago wall-clock times under the VTIMEZONE, on both sides of daylight time', () => {
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Chicago');
    for (const [id, wall] of [
      ['m-confirmed', '2026-12-07T19:00:00'],
      ['m-cancelled', '2026-08-10T19:00:00'],
    ] as const) {
      const start = eventOf(id).vevent.getFirstProperty('dtstart');
      expect(start?.getParameter('tzid')).toBe('America/Chicago');
      expect(String(start?.getFirstValue())).toBe(wall);
    }
  });

  it('gives each event the moments of its meeting', () => {
    for (const source of meetings) {
      const { event } = eventOf(source.id);
      event.startDate.zone = zone;
      event.endDate.zone = zone;
      expect(event.startDate.toUnixTime() * 1000).toBe(source.start);
      expect(event.endDate.toUnixTime() * 1000).toBe(source.end);
    }
  });

  it('carries the title, place and minutes', () => {
    const { event } = eventOf('m-completed');
    expect(event.summary).toBe('Meeting m-completed');
    expect(event.location).toBe('Blaze Clubhouse, Lemont, IL');
    expect(event.description).toContain('About m-completed');
    expect(event.description).toContain('Minutes: on the Minutes & Meetings page of the club website.');
    expect(eventOf('m-scheduled').event.description).toContain('Minutes: https://docs.example.org/minutes.pdf');
    expect(eventOf('m-noted').event.description).toContain('Minutes: Minutes will be posted once approved.');
  });
});
