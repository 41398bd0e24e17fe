// The meeting form's text and the body the officer rows take. Start and end are typed as the
// club's wall-clock time and sent as epoch milliseconds; an empty attendance or minutes link is null.

import type { MeetingFormInput } from '../../../../../common/meetings/meeting-edits';
import { type Meeting, MeetingStatus } from '../../../../../common/meetings/meetings';
import { wallClockMs, wallClockText } from '../console/club-wall-clock';

export interface MeetingFormText {
  readonly title: string;
  readonly start: string;
  readonly end: string;
  readonly location: string;
  readonly status: string;
  readonly meetingType: string;
  readonly organizer: string;
  readonly attendees: string;
  readonly description: string;
  readonly notes: string;
}
export type MeetingField = keyof MeetingFormText;

export const meetingFields: readonly MeetingField[] = [
  'title',
  'start',
  'end',
  'location',
  'status',
  'meetingType',
  'organizer',
  'attendees',
  'description',
  'notes',
];

/** The status names officers choose from (the stored words are the schema's). */
export const meetingStatusNames: Readonly<Record<MeetingStatus, string>> = {
  [MeetingStatus.scheduled]: 'Scheduled',
  [MeetingStatus.confirmed]: 'Confirmed',
  [MeetingStatus.tentative]: 'Tentative',
  [MeetingStatus.cancelled]: 'Cancelled',
  [MeetingStatus.completed]: 'Completed',
};

export const emptyMeetingText: MeetingFormText = {
  title: '',
  start: '',
  end: '',
  location: '',
  status: MeetingStatus.scheduled,
  meetingType: '',
  organizer: '',
  attendees: '',
  description: '',
  notes: '',
};

export function meetingText(meeting: Meeting): MeetingFormText {
  return {
    title: meeting.title,
    start: wallClockText(meeting.start),
    end: wallClockText(meeting.end),
    location: meeting.location,
    status: meeting.status,
    meetingType: meeting.meetingType,
    organizer: meeting.organizer,
    attendees: meeting.attendees === null ? '' : String(meeting.attendees),
    description: meeting.description,
    notes: meeting.notes ?? '',
  };
}

/** The body as typed; meetingFormSchema judges it (and the server judges it again). */
export function meetingInput(text: MeetingFormText): MeetingFormInput {
  return {
    title: text.title,
    description: text.description,
    location: text.location,
    status: text.status as MeetingStatus,
    start: wallClockMs(text.start),
    end: wallClockMs(text.end),
    meetingType: text.meetingType,
    // Number('') is 0: an empty box means "not known".
    attendees: text.attendees.trim() === '' ? null : Number(text.attendees),
    notes: text.notes,
    organizer: text.organizer,
  };
}
