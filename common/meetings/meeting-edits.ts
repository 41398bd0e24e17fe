// What an officer sends to add or change a meeting (POST /api/officer/meetings, PUT and DELETE
// /api/officer/meetings/{meetingId}): the one schema the console's meeting form and the handlers
// both use. Minutes are attached as a link (`notes`): a path on this site or an https address, the
// same test the Minutes & Meetings page uses before it shows the link; or as a PDF the browser has
// uploaded (`minutesUploadId`), which the handler checks and stores under /media/minutes/ as the link.
// Imported with extensions: Vite's config loader reads the route table.

import * as z from 'zod';
import { clubTime } from '../club-time';
import { MEETING_LIMITS, MeetingStatus, minutesHref } from './meetings';
import { uploadIdSchema } from '../uploads';
import { optionalLine, optionalText, requiredLine } from '../requests/visitor-forms';

/** POST: add a meeting (route row `create-meeting`). */
export const OFFICER_MEETINGS_PATH = '/api/officer/meetings';
/** PUT: replace a meeting; DELETE: remove it (route rows `update-meeting`, `delete-meeting`). */
export const OFFICER_MEETING_PATH = '/api/officer/meetings/{meetingId}';

/** The years a meeting may be put in: old minutes may be filed, and nothing is planned past this. */
export const MEETING_YEARS = { first: 2000, last: 2100 } as const;
/** The longest meeting: an end typed a day or a month late is a mistake, not an all-week meeting. */
export const MEETING_MAX_HOURS = 24;

const earliest = clubTime(MEETING_YEARS.first, 1, 1);
const latest = clubTime(MEETING_YEARS.last + 1, 1, 1) - 60_000;

export const meetingStatuses = Object.values(MeetingStatus) as [MeetingStatus, ...MeetingStatus[]];

export const meetingMessages = {
  time: (label: string) =>
    `${label} must be a time between ${MEETING_YEARS.first} and the end of ${MEETING_YEARS.last} (epoch milliseconds).`,
  endAfterStart: 'End must be after the start.',
  tooLong: `A meeting lasts at most ${MEETING_MAX_HOURS} hours.`,
  status: `Status must be one of ${meetingStatuses.join(', ')}.`,
  minutes: 'Minutes must be a path on this site (like /minutes/2026-10-board.pdf) or an https:// link.',
  minutesTwice: 'Attach the minutes as a link or as an uploaded PDF, not both.',
  attendees: `Attendees must be a whole number from 0 to ${MEETING_LIMITS.attendees}, or empty.`,
  unknownMeeting: 'There is no meeting with that id; it may have been deleted.',
} as const;

/** `{meetingId}`: the ids the server gives (UUIDs) and the demo's (`board-2026-07`). */
export const meetingParamsSchema = z.object({
  meetingId: z
    .string()
    .max(200, 'meetingId is too long')
    .regex(/^[A-Za-z0-9_-]+$/, 'meetingId must be letters, digits, "-" or "_"'),
});

function time(label: string) {
  return z
    .number({ error: meetingMessages.time(label) })
    .int(meetingMessages.time(label))
    .min(earliest, meetingMessages.time(label))
    .max(latest, meetingMessages.time(label));
}

/** A whole meeting as the console's form sends it, to add one or to replace one. */
export const meetingFormSchema = z
  .strictObject({
    title: requiredLine('Title', MEETING_LIMITS.title),
    description: optionalText('Description', MEETING_LIMITS.description).default(''),
    location: optionalLine('Location', MEETING_LIMITS.location).default(''),
    status: z.enum(meetingStatuses, { error: meetingMessages.status }).default(MeetingStatus.scheduled),
    start: time('Start'),
    end: time('End'),
    meetingType: optionalLine('Meeting type', MEETING_LIMITS.meetingType).default(''),
    /** The minutes' address; null (or absent) before there are any. */
    notes: optionalLine('Minutes', MEETING_LIMITS.notes)
      .refine((text) => text === '' || minutesHref(text) !== null, meetingMessages.minutes)
      .transform((text) => text || null)
      .nullable()
      .default(null),
    /** An uploaded PDF of the minutes (the upload form's id): stored, it becomes the minutes' address in `notes`. */
    minutesUploadId: uploadIdSchema.max(36, 'Not an upload of this site.').optional(),
    attendees: z
      .number({ error: meetingMessages.attendees })
      .int(meetingMessages.attendees)
      .min(0, meetingMessages.attendees)
      .max(MEETING_LIMITS.attendees, meetingMessages.attendees)
      .nullable()
      .default(null),
    organizer: optionalLine('Organizer', MEETING_LIMITS.organizer).default(''),
  })
  .superRefine((meeting, ctx) => {
    if (meeting.minutesUploadId !== undefined && meeting.notes !== null) {
      ctx.addIssue({ code: 'custom', path: ['notes'], message: meetingMessages.minutesTwice });
    }
    if (meeting.end <= meeting.start) ctx.addIssue({ code: 'custom', path: ['end'], message: meetingMessages.endAfterStart });
    else if (meeting.end - meeting.start > MEETING_MAX_HOURS * 3_600_000) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: meetingMessages.tooLong });
    }
  });
export type MeetingFormInput = z.input<typeof meetingFormSchema>;
export type MeetingForm = z.output<typeof meetingFormSchema>;
