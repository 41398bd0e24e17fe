// A player request ("Join the club" on /team) turned into a squad entry in one step from the
// officers' inbox: the path, what the officer confirms, how the request's coarse position becomes
// the squad's positions and whether the applicant is under 18. The row, the inbox console and the
// tests share these. Imported with extensions: Vite's config loader reads the route table.

import '../zod-setup.ts';
import * as z from 'zod';
import { clubDay } from '../club-time';
import type { PlayerPosition } from './player-request';
import type { SquadPosition } from './squad';
import { squadPositionsField } from './squad-api-schemas';

/** POST: add the applicant of a new player request to the squad, mark it handled and mail them an invitation (row `add-requested-player`). */
export const ADD_REQUESTED_PLAYER_PATH = '/api/officer/inbox/player-requests/{requestId}/squad';

/**
 * The squad's positions a request's position stands for. The form asks in the words a newcomer
 * knows ("Prop"), the squad says which side ("Loosehead Prop"), so a coarse choice becomes every
 * position it covers; "Any position" covers none and the officer chooses.
 */
export const squadPositionsOfRequest: Record<PlayerPosition, readonly SquadPosition[]> = {
  prop: ['loosehead-prop', 'tighthead-prop'],
  hooker: ['hooker'],
  lock: ['lock'],
  flanker: ['blindside-flanker', 'openside-flanker'],
  'number-8': ['number-8'],
  'scrum-half': ['scrum-half'],
  'fly-half': ['fly-half'],
  centre: ['inside-centre', 'outside-centre'],
  wing: ['wing'],
  fullback: ['fullback'],
  any: [],
};

/** What the officer confirms: the squad positions (prefilled from the request, changeable). */
export const addRequestedPlayerBodySchema = z.strictObject({ positions: squadPositionsField });
export type AddRequestedPlayerBody = z.output<typeof addRequestedPlayerBodySchema>;

/**
 * Whether someone born on `dateOfBirth` (`YYYY-MM-DD`) is under 18 on the club's calendar day of
 * `now`. Without a date the answer is yes: the squad shows an under-18 player's photo and bio only
 * with a guardian's consent, so an unknown age stays private until an officer says otherwise.
 */
export function isUnder18(dateOfBirth: string, now: number): boolean {
  const match = /^(\d{4})-(\d{2}-\d{2})$/.exec(dateOfBirth);
  if (!match?.[1] || !match[2]) return true;
  const eighteenth = `${Number(match[1]) + 18}-${match[2]}`;
  const today = clubDay(now);
  // Day strings of one width compare as dates; a 29 February birthday turns 18 on 1 March.
  return eighteenth > today;
}

export const requestedPlayerMessages = {
  notPlayerRequest: 'Only a player request can be added to the squad.',
  alreadyLinked: (name: string) => `${name} is already on the squad with this request's email address.`,
  added: (name: string) =>
    `Added ${name} to the squad and mailed an invitation to sign up with the request's address. Give a shirt number and a photo in Squad.`,
} as const;
