// The club's officers as the public pages and the officers' console see them: the public list's
// address and shape, the officer rows' paths and the limits and messages of the officers' form.
// Each role has a mailbox at the club's domain that follows the role, not the person, so it
// outlives each year's election. No zod here: /team and /corp-officers import this file; the
// form's schema is in common/club/club-officer-schemas.ts.

import { CLUB } from './club';
import { fillPath } from '../fill-path';

/** GET: every officer, in the club's order (row `list-club-officers`). */
export const CLUB_OFFICERS_PATH = '/public/api/club-officers';
/** POST: add an officer (row `create-club-officer`). */
export const OFFICER_CLUB_OFFICERS_PATH = '/api/officer/club-officers';
/** PUT: change an officer; DELETE: remove one (rows `update-club-officer`, `delete-club-officer`). */
export const OFFICER_CLUB_OFFICER_PATH = '/api/officer/club-officers/{officerId}';
/** PUT: the officers' new order (row `reorder-club-officers`). */
export const OFFICER_CLUB_OFFICERS_ORDER_PATH = '/api/officer/club-officer-order';

export function officerClubOfficerPath(officerId: string): string {
  return fillPath(OFFICER_CLUB_OFFICER_PATH, { officerId });
}

/** A stored picture as the API gives it: its address on the site and its measured size. */
export interface Picture {
  url: string;
  width: number;
  height: number;
}

/** An officer as the public list gives it. */
export interface ClubOfficer {
  id: string;
  role: string;
  name: string;
  photo: Picture | null;
  bio: string;
  mailbox: string;
  /** The role's address, e.g. captain@blazerugbyclub.org. */
  email: string;
  askAbout: string;
  sortOrder: number;
}

/** The limits the form and the table agree on (lambdas/domain/club/club-officer-item.ts bounds the same fields). */
export const CLUB_OFFICER_LIMITS = {
  role: 100,
  name: 100,
  bio: 1_000,
  mailbox: 64,
  askAbout: 300,
  /** Officers the list holds: one reorder is one DynamoDB transaction of at most 100 writes. */
  officers: 100,
} as const;

/** The highest place in the officers' or the sponsors' order (the item schemas bound sortOrder with it). */
export const CLUB_SORT_ORDER_MAX = 10_000;

/** A role mailbox's local part: lower-case letters and digits, joined by dots or hyphens. */
export const MAILBOX_PATTERN = /^[a-z0-9]+([.-][a-z0-9]+)*$/;

const clubDomain = CLUB.email.slice(CLUB.email.indexOf('@') + 1);

/** The role's address at the club's domain (`captain` → captain@blazerugbyclub.org). */
export function roleEmail(mailbox: string): string {
  return `${mailbox}@${clubDomain}`;
}

export const clubOfficerMessages = {
  mailbox: `Mailbox must be the part before @${clubDomain}: lower-case letters and digits, joined by dots or hyphens (like treasurer).`,
  photoTwice: 'Choose a new photo or remove the photo, not both.',
  unknownOfficer: 'There is no officer with that id; they may have been removed.',
  tooMany: `The club lists at most ${CLUB_OFFICER_LIMITS.officers} officers.`,
  order: 'Name every officer once, in the new order.',
} as const;
