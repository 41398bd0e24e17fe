// The club's sides (the Men's XV, the Women's XV, the youth, the Fossils…) as the pages, the
// officers' console and the API share them: the paths, the answer's shape, the limits and the side
// every fixture and player without one belongs to. Officers keep the list; a team's id is made
// from its name when it is added and never changes, so fixtures, players and calendar
// subscriptions that name it keep working. No zod here: the public pages import this file; the
// schemas are in common/teams/team-schemas.ts.

import { fillPath } from '../fill-path';
import { FIXTURES_FEED_PATH } from '../fixtures/fixtures';

/** GET: every team, in the club's order (row `list-teams`). */
export const TEAMS_PATH = '/public/api/teams';
/** POST: add a team (row `create-team`). */
export const OFFICER_TEAMS_PATH = '/api/officer/teams';
/** PUT: rename a team or move it in the order (row `update-team`). */
export const OFFICER_TEAM_PATH = '/api/officer/teams/{teamId}';

export function officerTeamPath(teamId: string): string {
  return fillPath(OFFICER_TEAM_PATH, { teamId });
}

/**
 * The side every fixture and player stored before teams existed belongs to: the club had one, its
 * men's fifteen. It is always in the list (with this name until officers rename it), so a fixture
 * that names it never names a missing team, even on a new deployment whose teams table is empty.
 */
export const DEFAULT_TEAM = { id: 'mens-xv', name: 'Men’s XV' } as const;

export const TEAM_LIMITS = {
  name: 60,
  /** The id made from the name: short, as it is a query value of the cached fixture lists (`?team=`). */
  id: 40,
  /** Teams a club keeps: the lists are one Query, the console one screen. */
  teams: 20,
  /** The place in the club's order. */
  order: 1_000,
} as const;

/** A team's id: lower-case words joined by hyphens, made from its name when it is added. */
export const TEAM_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function isTeamId(value: string): boolean {
  return value.length <= TEAM_LIMITS.id && TEAM_ID_PATTERN.test(value);
}

/** A team as every reader gets it. */
export interface Team {
  readonly id: string;
  readonly name: string;
  /** Its place in the club's order, lowest first. */
  readonly order: number;
}

/** `GET /public/api/teams`. */
export interface TeamsAnswer {
  readonly teams: readonly Team[];
}

/** The club's order of its teams: by `order`, then by name. */
export function compareTeams(a: Team, b: Team): number {
  return a.order - b.order || a.name.localeCompare(b.name);
}

/** The team a fixture or a list names, as the answers carry it. */
export interface TeamRef {
  readonly id: string;
  readonly name: string;
}

/** A team's own calendar feed, beside the club's (`/public/api/fixtures.ics`). */
export function teamFeedPath(teamId: string): string {
  return `${FIXTURES_FEED_PATH}?${new URLSearchParams({ team: teamId })}`;
}

/** The team of each id, in the club's order; ids no team has are left out. */
export function teamsNamed(teams: readonly Team[], ids: readonly string[]): TeamRef[] {
  return teams.filter((team) => ids.includes(team.id)).map(({ id, name }) => ({ id, name }));
}

export const teamMessages = {
  unknownTeam: 'There is no team with that id; it may have been renamed or never existed.',
  tooMany: `The club keeps at most ${TEAM_LIMITS.teams} teams.`,
  noId: 'The name has no letters or digits to make the team’s id from.',
  taken: (name: string) => `A team with an id made from that name already exists (${name}): choose another name.`,
  changedMeanwhile: 'The team was changed by someone else meanwhile: reload the teams and try again.',
  queryTeam: 'team must be the id of one of the club’s teams, such as mens-xv',
} as const;
