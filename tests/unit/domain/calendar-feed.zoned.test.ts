import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { CLUB_TIME_ZONE, clubTime } from '../../../common/club-time';
import { addClubEvent, calendarResult, clubCalendar, eventUid, revisionOf } from '../../../lambdas/domain/calendar/calendar-feed';
import { clubVtimezone } from '../../../lambdas/domain/calendar/club-vtimezone';

describe('the club calendar feed', () => {
  const calendar = clubCalendar('Blaze fixtures', 'Matches of the Blaze Rugby Club');
  addClubEvent(calendar, {
    uid: eventUid('game', 'g-1'),
    startMs: clubTime(2026, 7, 4, 13),
    endMs: clubTime(2026, 7, 4, 15),
    summary: 'Blaze v Griffins',
  });
  const result = calendarResult(calendar, 'fixtures.ics');
  const parsed = new ICAL.Component(ICAL.parse(String(result.body)));

  it('is text/calendar', () => {
    expect(result.headers?.['content-type']).toBe('text/calendar; charset=utf-8');
  });

  it('carries the club zone as a VTIMEZONE and writes times in it', () => {
    expect(parsed.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Chicago');
    const event = parsed.getFirstSubcomponent('vevent');
    expect(event?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/Chicago');
    expect(String(event?.getFirstPropertyValue('dtstart'))).toBe('2026-07-04T13:00:00');
    // Parsed with its VTIMEZONE, the start is the same moment it was given.
    const zone = new ICAL.Timezone(parsed.getFirstSubcomponent('vtimezone') as ICAL.Component);
    const start = event?.getFirstPropertyValue('dtstart') as ICAL.Time;
    start.zone = zone;
    expect(start.toUnixTime() * 1000).toBe(clubTime(2026, 7, 4, 13));
  });

  it("carries tzurl.org's zone as @touch4it/ical-timezones holds it", () => {
    expect(clubVtimezone(CLUB_TIME_ZONE)).toBe(getVtimezoneComponent(CLUB_TIME_ZONE));
  });

  it('gives an event the same UID every time', () => {
    expect(parsed.getFirstSubcomponent('vevent')?.getFirstPropertyValue('uid')).toBe(eventUid('game', 'g-1'));
    expect(eventUid('game', 'g-1')).toBe(eventUid('game', 'g-1'));
    expect(eventUid('game', 'g-1')).not.toBe(eventUid('meeting', 'g-1'));
  });

  it('numbers each change of an event higher than the last, so a moved kick-off replaces the copy a calendar holds', () => {
    const revised = (changedMs: number) => {
      const feed = clubCalendar('Blaze fixtures', 'Matches');
      addClubEvent(feed, {
        uid: eventUid('game', 'g-2'),
        startMs: clubTime(2026, 7, 4, 13),
        endMs: clubTime(2026, 7, 4, 15),
        lastModified: new Date(changedMs),
      });
      const event = new ICAL.Component(ICAL.parse(String(calendarResult(feed, 'f.ics').body))).getFirstSubcomponent('vevent');
      return Number(event?.getFirstPropertyValue('sequence'));
    };
    const first = revised(Date.UTC(2026, 10, 28, 18));
    const moved = revised(Date.UTC(2026, 10, 28, 18, 0, 1));
    expect(first).toBe(revisionOf(new Date(Date.UTC(2026, 10, 28, 18))));
    expect(moved).toBeGreaterThan(first);
    expect(moved).toBeLessThan(2 ** 31);
  });
});
