// The Minutes & Meetings rules (description cut, duration, status badge, minutes link, order) and
// the demo meetings' times. Like every `*.zoned.test.ts`, run in the machine's zone and far from Chicago.

import { describe, expect, it } from 'vitest';
import { clubTime, clubWallClock } from '../../../common/club-time';
import {
  formatDurationMinutes,
  MEETING_DESCRIPTION_LENGTH,
  meetingBadge,
  meetingDurationMinutes,
  meetingExcerpt,
  minutesHref,
  newestFirst,
} from '../../../common/meetings/meetings';
import { cutText } from '../../../common/text';
import { demoMeetingItem } from '../../../local/demo/meetings-dataset';
import { demoMeetings } from '../../../local/demo/meetings';

describe('the description cut', () => {
  it('keeps a description of 80 characters or fewer as it is', () => {
    const eighty = 'a'.repeat(MEETING_DESCRIPTION_LENGTH);
    expect(MEETING_DESCRIPTION_LENGTH).toBe(80);
    expect(meetingExcerpt(eighty)).toBe(eighty);
    expect(meetingExcerpt('Short agenda.')).toBe('Short agenda.');
  });

  it('cuts a longer one to its first 80 characters followed by ...', () => {
    const long = `${'b'.repeat(80)}c`;
    expect(meetingExcerpt(long)).toBe(`${'b'.repeat(80)}...`);
  });

  it('drops the space the cut ends on and never splits a character in two', () => {
    expect(cutText('one two three', 4)).toBe('one...');
    expect(cutText('🏉🏉🏉', 2)).toBe('🏉🏉...');
  });
});

describe('the duration', () => {
  const start = clubTime(2026, 3, 9, 19);

  it('is the whole minutes from start to end', () => {
    expect(meetingDurationMinutes(start, start + 90 * 60_000)).toBe(90);
    expect(meetingDurationMinutes(start, start + 89.6 * 60_000)).toBe(90);
  });

  it('counts real minutes across the change to daylight time (March 8, 2026 in Chicago)', () => {
    const before = clubTime(2026, 3, 8, 1, 0);
    const after = clubTime(2026, 3, 8, 3, 30);
    expect(meetingDurationMinutes(before, after)).toBe(90);
  });

  it('is absent when the end is missing or not after the start', () => {
    expect(meetingDurationMinutes(start, start)).toBeNull();
    expect(meetingDurationMinutes(start, start - 1)).toBeNull();
    expect(meetingDurationMinutes(start, null)).toBeNull();
    expect(meetingDurationMinutes(start, Number.NaN)).toBeNull();
  });

  it('is written in minutes', () => {
    expect(formatDurationMinutes(90)).toBe('90 minutes');
    expect(formatDurationMinutes(1)).toBe('1 minute');
  });
});

describe('the status badge', () => {
  it.each([
    ['confirmed', 'green', 'Confirmed'],
    ['cancelled', 'red', 'Cancelled'],
    ['tentative', 'yellow', 'Tentative'],
    ['completed', 'grey', 'Completed'],
    ['scheduled', 'blue', 'Scheduled'],
    ['postponed', 'blue', 'Postponed'],
    ['CANCELLED', 'red', 'CANCELLED'],
    ['', 'blue', 'Scheduled'],
    ['constructor', 'blue', 'Constructor'],
  ])('%s is %s, labelled %s', (status, tone, label) => {
    expect(meetingBadge(status)).toEqual({ tone, label });
  });

  it('is blue and Scheduled without a status', () => {
    expect(meetingBadge(undefined)).toEqual({ tone: 'blue', label: 'Scheduled' });
  });
});

describe('the minutes link', () => {
  it.each([
    ['/minutes/2026-09-14-board-meeting.html', '/minutes/2026-09-14-board-meeting.html'],
    ['  /minutes/agm.html ', '/minutes/agm.html'],
    ['https://docs.example.org/minutes.pdf', 'https://docs.example.org/minutes.pdf'],
  ])('links %s', (notes, href) => {
    expect(minutesHref(notes)).toBe(href);
  });

  it.each([
    ['text', 'Minutes will be posted once the board approves them.'],
    ['a script address', 'javascript:alert(1)'],
    ['another site without a scheme', '//evil.example/minutes'],
    ['a backslash trick', '/\\evil.example'],
    ['plain http', 'http://example.org/minutes'],
    ['nothing', ''],
    ['null', null],
  ])('does not link %s', (_what, notes) => {
    expect(minutesHref(notes)).toBeNull();
  });
});

describe('the order', () => {
  it('is newest start first', () => {
    const meetings = [{ start: 2 }, { start: 3 }, { start: 1 }];
    expect(newestFirst(meetings).map((meeting) => meeting.start)).toEqual([3, 2, 1]);
    expect(meetings.map((meeting) => meeting.start)).toEqual([2, 3, 1]);
  });
});

describe('the demo meetings', () => {
  const now = Date.UTC(2026, 10, 23, 18, 51);
  const items = demoMeetings.map((meeting) => demoMeetingItem(meeting, now));

  it('cover every status, past and coming, with and without minutes', () => {
    expect(new Set(items.map((item) => item.status))).toEqual(new Set(['scheduled', 'confirmed', 'tentative', 'cancelled', 'completed']));
    expect(items.some((item) => item.start < now && minutesHref(item.notes))).toBe(true);
    expect(items.some((item) => item.start > now)).toBe(true);
    expect(items.some((item) => item.description.length > MEETING_DESCRIPTION_LENGTH)).toBe(true);
  });

  it('start at club wall-clock times, on fixed dates or days after the seed', () => {
    const agm = items.find((item) => item.id === 'agm-2026');
    expect(clubWallClock(agm?.start ?? 0)).toBe('2026-11-08T14:00:00');
    const next = items.find((item) => item.id === 'board-next');
    expect(clubWallClock(next?.start ?? 0)).toBe('2026-12-07T19:00:00');
    expect(meetingDurationMinutes(next?.start ?? 0, next?.end)).toBe(90);
  });
});
