// The squad's endpoints: their paths, the shapes they answer with, the messages of the officers'
// player form and how a player's address is made from their name. The public rows, the officers'
// rows, /team, /players/:slug and the officers' squad console share these. No zod here: the pages
// import this file; what an officer sends is checked by common/squad/squad-api-schemas.ts.

import { fillPath } from '../fill-path';
import type { ExperienceLevel } from './player-request';
import { type PlayerStatus, SQUAD_LIMITS, type SquadPosition } from './squad';
import type { TeamRef } from '../teams/teams';

/** GET: the current squad, with `?season=` each player's figures for that season (row `list-players`). */
export const PLAYERS_PATH = '/public/api/players';
/** GET: one player with their figures of every season (row `get-player`). */
export const PLAYER_PATH = '/public/api/players/{slug}';
/** GET: every player, active and retired, as officers see them; POST: add a player (rows `list-officer-players`, `create-player`). */
export const OFFICER_PLAYERS_PATH = '/api/officer/players';
/** PUT: replace a player's record, their status and shirt number included (row `update-player`). */
export const OFFICER_PLAYER_PATH = '/api/officer/players/{slug}';

export function playerUrl(slug: string): string {
  return fillPath(PLAYER_PATH, { slug });
}

export function officerPlayerPath(slug: string): string {
  return fillPath(OFFICER_PLAYER_PATH, { slug });
}

/** A player's page, as /team links to it and its page function names it. */
export function playerPagePath(slug: string): string {
  return `/players/${encodeURIComponent(slug)}`;
}

/** The squad list with one season's figures: `/public/api/players?season=2026`. */
export function squadUrl(season: number): string {
  return `${PLAYERS_PATH}?season=${season}`;
}

/** A player's figures for one season (the playerStats table's, without its keys). */
export interface SeasonFigures {
  readonly season: number;
  readonly appearances: number;
  readonly tries: number;
  readonly conversions: number;
  readonly penalties: number;
  readonly dropGoals: number;
  readonly points: number;
}

export interface PlayerPhoto {
  /** Its address on the site (`/media/squad/…`). */
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/** A player as any visitor may see them: never an address, and an under-18 player's photo and bio only with a guardian's consent. */
export interface PublicPlayer {
  readonly slug: string;
  readonly name: string;
  readonly status: PlayerStatus;
  readonly positions: readonly SquadPosition[];
  /** The teams they play in, in the club's order (common/teams/teams.ts). */
  readonly teams: readonly TeamRef[];
  readonly shirtNumber?: number;
  readonly photo?: PlayerPhoto;
  readonly bio?: string;
}

/** `GET /public/api/players`: the active players by name, each with the season's figures when one was asked. */
export interface SquadList {
  readonly season?: number;
  readonly players: readonly (PublicPlayer & { readonly figures?: SeasonFigures })[];
}

/** `GET /public/api/players/{slug}`: the player and their figures, oldest season first. */
export interface PlayerProfile extends PublicPlayer {
  readonly figures: readonly SeasonFigures[];
}

/** A player as the officers' console sees them: the whole record. */
export interface OfficerPlayer extends PublicPlayer {
  readonly seasons: readonly number[];
  readonly under18: boolean;
  readonly guardianConsentAt?: number;
  readonly accountEmail?: string;
  /** Officers only, never public: where mail about matches goes when not the account's address. */
  readonly contactEmail?: string;
  /** Officers only, never public: an under-18 player's guardian, who gets their mail about matches. */
  readonly guardianEmail?: string;
  /** Officers only, never public: the guardian's name, beside their address. */
  readonly guardianName?: string;
  /** The mails about matches the player stopped (common/teams/availability.ts). */
  readonly mailStops?: readonly string[];
  readonly experience?: ExperienceLevel;
  /** The reference of the player request they joined from. */
  readonly joinedFrom?: string;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** The figures a career adds up to. */
export function totalFigures(figures: readonly SeasonFigures[]): Omit<SeasonFigures, 'season'> {
  const sum = (field: keyof Omit<SeasonFigures, 'season'>) => figures.reduce((total, season) => total + season[field], 0);
  return {
    appearances: sum('appearances'),
    tries: sum('tries'),
    conversions: sum('conversions'),
    penalties: sum('penalties'),
    dropGoals: sum('dropGoals'),
    points: sum('points'),
  };
}

export const squadMessages = {
  positions: `Choose one to ${SQUAD_LIMITS.positions} positions.`,
  shirtNumber: `A shirt number is a whole number from 1 to ${SQUAD_LIMITS.shirtNumber}, or empty.`,
  shirtTaken: (number: number, name: string) =>
    `Shirt number ${number} is already worn by ${name}, an active player: give one of them another number first.`,
  shirtJustTaken: (number: number) => `Shirt number ${number} was just given to another player: reload the squad and choose another.`,
  changedMeanwhile:
    'The player was changed a moment ago (perhaps an approved profile change): reload the squad and make your change again.',
  noSlug: 'The name has no letters or digits to make the player’s address from.',
  unknownPlayer: 'There is no player with that address; the record may have been removed.',
  consentNotUnder18: 'A guardian’s consent is recorded only for a player under 18.',
  accountEmail: 'The member account is an email address, like name@example.com, or empty for none.',
  contactEmail: 'The address for mail about matches is an email address, like name@example.com, or empty to use the member account’s.',
  guardianEmail: 'The guardian’s address is an email address, like name@example.com, or empty for none.',
  guardianNotUnder18: 'A guardian’s address is kept only for a player under 18.',
  guardianNameNotUnder18: 'A guardian’s name is kept only for a player under 18.',
  accountTaken: (name: string) => `That member account is already linked to ${name}: unlink it there first.`,
} as const;

/** A player's address made from their name: plain lower-case words joined by hyphens (`Kevin O'Connell` → `kevin-oconnell`). */
export function slugFromName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SQUAD_LIMITS.slug - 4) return slug || word.slice(0, SQUAD_LIMITS.slug - 4);
    slug = next;
  }
  return slug;
}

/** Addresses tried for one name before the officer is asked to tell the players apart. */
export const SLUG_TRIES = 20;

/** The addresses tried for a name, in order: `sean-murphy`, then `sean-murphy-2`, `sean-murphy-3`… */
export function slugCandidates(name: string, count: number): string[] {
  const base = slugFromName(name);
  if (!base) return [];
  return Array.from({ length: count }, (_, i) => (i === 0 ? base : `${base}-${i + 1}`));
}
