// A meeting as the meetings table stores it (lambdas/tables.ts).

import * as z from 'zod';
import { MEETING_LIMITS, MeetingStatus } from '../../../common/meetings/meetings';
import { epochMs } from '../../runtime/item-fields';

/** The one value of `meetingItemSchema.list`: every meeting sits in one partition of the byStart index. */
export const MEETINGS_LIST = 'all';

export const meetingItemSchema = z.object({
  id: z.string().min(1).max(200),
  /** The byStart index's partition: one list of every meeting, ordered by start, read without a Scan. */
  list: z.literal(MEETINGS_LIST),
  title: z.string().min(1).max(MEETING_LIMITS.title),
  description: z.string().max(MEETING_LIMITS.description),
  location: z.string().max(MEETING_LIMITS.location),
  status: z.enum([
    MeetingStatus.scheduled,
    MeetingStatus.confirmed,
    MeetingStatus.tentative,
    MeetingStatus.cancelled,
    MeetingStatus.completed,
  ]),
  start: epochMs,
  end: epochMs,
  meetingType: z.string().max(MEETING_LIMITS.meetingType),
  /** The minutes: a site path or https address, or a short text. */
  notes: z.string().max(MEETING_LIMITS.notes).optional(),
  /** How many attended (or are expected): a count, so the public list names no one. */
  attendees: z.number().int().nonnegative().max(MEETING_LIMITS.attendees).optional(),
  organizer: z.string().max(MEETING_LIMITS.organizer),
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type MeetingItem = z.infer<typeof meetingItemSchema>;
