// The officers' meeting form schema: what it takes, what it refuses and with which field named.

import { describe, expect, it } from 'vitest';
import { clubTime } from '../../../common/club-time';
import {
  MEETING_MAX_HOURS,
  meetingFormSchema,
  meetingMessages,
  meetingParamsSchema,
  type MeetingFormInput,
} from '../../../common/meetings/meeting-edits';
import { MEETING_LIMITS } from '../../../common/meetings/meetings';

const start = clubTime(2026, 12, 8, 18, 30);
const valid: MeetingFormInput = { title: 'Board meeting', start, end: start + 90 * 60_000 };

function problems(input: unknown): { path: string; message: string }[] {
  const result = meetingFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('meetingFormSchema', () => {
  it('takes a meeting with a title and times, and fills in what the form may leave out', () => {
    expect(meetingFormSchema.parse({ ...valid, title: '  Board meeting ' })).toEqual({
      title: 'Board meeting',
      description: '',
      location: '',
      status: 'scheduled',
      start,
      end: start + 90 * 60_000,
      meetingType: '',
      notes: null,
      attendees: null,
      organizer: '',
    });
  });

  it.each(['/minutes/2026-12-board.pdf', 'https://docs.example.org/minutes/12', ' /minutes/a.html '])(
    'takes the minutes link %j',
    (notes) => {
      expect(meetingFormSchema.parse({ ...valid, status: 'completed', notes }).notes).toBe(notes.trim());
    },
  );

  it('reads an empty minutes link as none', () => {
    expect(meetingFormSchema.parse({ ...valid, notes: '  ' }).notes).toBeNull();
  });

  it.each(['javascript:alert(1)', 'http://example.org/minutes', '//elsewhere.example/minutes', 'Minutes to follow', '/minutes/a b.pdf'])(
    'refuses the minutes %j, naming notes',
    (notes) => {
      expect(problems({ ...valid, notes })).toEqual([{ path: 'notes', message: meetingMessages.minutes }]);
    },
  );

  it('refuses an end before or at the start, naming end', () => {
    expect(problems({ ...valid, end: start })).toEqual([{ path: 'end', message: meetingMessages.endAfterStart }]);
  });

  it(`refuses a meeting longer than ${MEETING_MAX_HOURS} hours`, () => {
    expect(problems({ ...valid, end: start + MEETING_MAX_HOURS * 3_600_000 + 60_000 })).toEqual([
      { path: 'end', message: meetingMessages.tooLong },
    ]);
  });

  it.each([
    ['title', ''],
    ['title', 'x'.repeat(MEETING_LIMITS.title + 1)],
    ['description', 'd'.repeat(MEETING_LIMITS.description + 1)],
    ['location', 'Two\nlines'],
    ['status', 'postponed'],
    ['attendees', -1],
    ['attendees', 2.5],
    ['attendees', MEETING_LIMITS.attendees + 1],
    ['organizer', 'o'.repeat(MEETING_LIMITS.organizer + 1)],
    ['start', clubTime(1999, 6, 1)],
    ['start', '2026-12-08T18:30'],
  ])('refuses %s = %j, naming it', (field, value) => {
    expect(problems({ ...valid, [field]: value }).map((p) => p.path)).toContain(field);
  });

  it('keeps a multi-line description', () => {
    expect(meetingFormSchema.parse({ ...valid, description: 'Agenda:\n1. Budget\n2. Grounds' }).description).toBe(
      'Agenda:\n1. Budget\n2. Grounds',
    );
  });
});

describe('meetingParamsSchema', () => {
  it.each(['board-2026-07', '5b0c4c8e-6c1e-4d55-9a39-2f2b8f0c1d2e'])('takes the id %s', (meetingId) => {
    expect(meetingParamsSchema.safeParse({ meetingId }).success).toBe(true);
  });

  it.each(['', '../x', 'x'.repeat(201)])('refuses the id %j', (meetingId) => {
    expect(meetingParamsSchema.safeParse({ meetingId }).success).toBe(false);
  });
});
