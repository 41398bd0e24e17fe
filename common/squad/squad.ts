// The squad: rugby union's positions and their groups, and the limits of a player's record. The
// officers' squad console, the API's rows and the public pages share these. No zod here: /team and
// /players/:slug import this file; the schemas of a player's address and a season are in
// common/squad/squad-schemas.ts.

/** The positions of a fifteen-a-side team, in shirt order (a lock and a wing are two shirts each). */
export const squadPositions = [
  'loosehead-prop',
  'hooker',
  'tighthead-prop',
  'lock',
  'blindside-flanker',
  'openside-flanker',
  'number-8',
  'scrum-half',
  'fly-half',
  'wing',
  'inside-centre',
  'outside-centre',
  'fullback',
] as const;
export type SquadPosition = (typeof squadPositions)[number];

export const squadPositionLabels: Record<SquadPosition, string> = {
  'loosehead-prop': 'Loosehead Prop',
  hooker: 'Hooker',
  'tighthead-prop': 'Tighthead Prop',
  lock: 'Lock',
  'blindside-flanker': 'Blindside Flanker',
  'openside-flanker': 'Openside Flanker',
  'number-8': 'Number 8',
  'scrum-half': 'Scrum-half',
  'fly-half': 'Fly-half',
  wing: 'Wing',
  'inside-centre': 'Inside Centre',
  'outside-centre': 'Outside Centre',
  fullback: 'Fullback',
};

export const positionGroups = ['forwards', 'backs'] as const;
export type PositionGroup = (typeof positionGroups)[number];

export const positionGroupLabels: Record<PositionGroup, string> = { forwards: 'Forwards', backs: 'Backs' };

/** Shirts 1–8 are the pack; 9–15 the backs. */
export function positionGroupOf(position: SquadPosition): PositionGroup {
  return squadPositions.indexOf(position) <= squadPositions.indexOf('number-8') ? 'forwards' : 'backs';
}

/** A player on the squad plays on (`active`) or has retired; a retired player's page stays. */
export const playerStatuses = ['active', 'retired'] as const;
export type PlayerStatus = (typeof playerStatuses)[number];

/** The seasons a squad's records and reads may name (a season is the year it starts in). */
export const SQUAD_SEASONS = { first: 1900, last: 2100 } as const;

export const SQUAD_LIMITS = {
  name: 100,
  bio: 1_000,
  /** Shirt numbers a club hands out: 1–15 the starters, the rest replacements and squad numbers. */
  shirtNumber: 99,
  positions: 3,
  seasons: 40,
  slug: 80,
} as const;

/** A player's address segment (`/players/{slug}`): lower-case words joined by hyphens, chosen when the player is added and kept. */
export const PLAYER_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Whether `value` may be a player's address segment: what playerSlugSchema accepts, for a page that checks one without zod. */
export function isPlayerSlug(value: string): boolean {
  return value.length <= SQUAD_LIMITS.slug && PLAYER_SLUG_PATTERN.test(value);
}
