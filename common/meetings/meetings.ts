// The club's meetings and minutes: the API's shape and the display rules the Minutes & Meetings page
// and its tests share (description cut, duration, status badge, minutes link). No zod here: the page
// imports this file, and the list's query schema is on its route row.

import { cutText } from '../text';

/** The list's address (route row `list-meetings`). */
export const MEETINGS_PATH = '/public/api/meetings';
/** The meetings calendar feed's address (route row `meetings-calendar`), for calendar programs to subscribe to. */
export const MEETINGS_FEED_PATH = '/public/api/meetings.ics';

/** Meetings the page asks for (the old site's `limit=50`). */
export const MEETINGS_LIMIT = 50;
/** Characters of a meeting's description shown on its card. */
export const MEETING_DESCRIPTION_LENGTH = 80;

/** How long a stored meeting's texts may be, and its largest attendance: the table's item schema and the officers' form share them. */
export const MEETING_LIMITS = {
  title: 200,
  description: 2_000,
  location: 300,
  meetingType: 100,
  notes: 2_000,
  attendees: 10_000,
  organizer: 200,
} as const;

/** The statuses a stored meeting has; the page shows any other text too, as a blue badge. */
export const MeetingStatus = {
  scheduled: 'scheduled',
  confirmed: 'confirmed',
  tentative: 'tentative',
  cancelled: 'cancelled',
  completed: 'completed',
} as const;
export type MeetingStatus = (typeof MeetingStatus)[keyof typeof MeetingStatus];

/** A meeting as `GET /public/api/meetings` answers it. Times are epoch milliseconds. */
export interface Meeting {
  id: string;
  title: string;
  description: string;
  location: string;
  status: string;
  start: number;
  end: number;
  meetingType: string;
  /** The minutes: an address on this site or an https address, or a short text; null before there are any. */
  notes: string | null;
  /** How many people attended (or are expected); null when not known. */
  attendees: number | null;
  organizer: string;
}

/** The description as a card shows it: at most 80 characters, then '...'. */
export function meetingExcerpt(description: string): string {
  return cutText(description, MEETING_DESCRIPTION_LENGTH);
}

/** Whole minutes from start to end; null when the end is missing or not after the start. */
export function meetingDurationMinutes(start: number, end: number | null | undefined): number | null {
  if (end === null || end === undefined || !Number.isFinite(end) || end <= start) return null;
  return Math.round((end - start) / 60_000);
}

/** "90 minutes", "1 minute". */
export function formatDurationMinutes(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export type BadgeTone = 'green' | 'red' | 'yellow' | 'grey' | 'blue';

const toneOfStatus: Readonly<Record<string, BadgeTone>> = {
  [MeetingStatus.confirmed]: 'green',
  [MeetingStatus.cancelled]: 'red',
  [MeetingStatus.tentative]: 'yellow',
  [MeetingStatus.completed]: 'grey',
};

/** The badge of a status: confirmed green, cancelled red, tentative yellow, completed grey, anything else blue. */
export function meetingBadge(status: string | null | undefined): { readonly tone: BadgeTone; readonly label: string } {
  const text = (status ?? '').trim();
  const key = text.toLowerCase();
  const label = text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Scheduled';
  return { tone: Object.hasOwn(toneOfStatus, key) ? (toneOfStatus[key] as BadgeTone) : 'blue', label };
}

/**
 * The address of the minutes when `notes` is one: a path on this site (`/minutes/...`) or an
 * https address. Anything else (plain text, `javascript:`, `//elsewhere`) is not a link.
 */
export function minutesHref(notes: string | null | undefined): string | null {
  const text = notes?.trim();
  if (!text) return null;
  if (/^\/(?![/\\])\S*$/.test(text)) return text;
  if (!/^https:\/\/\S+$/i.test(text)) return null;
  try {
    return new URL(text).protocol === 'https:' ? text : null;
  } catch {
    return null;
  }
}

/** Newest first by start, as the page lists them. */
export function newestFirst<T extends { readonly start: number }>(meetings: readonly T[]): T[] {
  return [...meetings].sort((a, b) => b.start - a.start);
}
