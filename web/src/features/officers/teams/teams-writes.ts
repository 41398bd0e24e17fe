// The teams console's reads and writes: the club's teams from the public list (with their order),
// and the officer rows that add a team or change one, with the signed-in officer's token.

import { OFFICER_TEAMS_PATH, officerTeamPath, type Team } from '../../../../../common/teams/teams';
import type { TeamForm } from '../../../../../common/teams/team-schemas';
import { officerFetchJson } from '../../../lib/auth/signed-in-fetch';

/** One team of an answer; anything without an id, a name and a whole order is refused. */
export function parseTeam(body: unknown): Team {
  const entry = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const { id, name, order } = entry;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof order !== 'number' || !Number.isInteger(order)) {
    throw new Error('the answer is not a team');
  }
  return { id, name, order };
}

/** Every team of `GET /public/api/teams`, in the club's order. */
export function parseTeamList(body: unknown): Team[] {
  const teams = body && typeof body === 'object' ? (body as Record<string, unknown>).teams : undefined;
  if (!Array.isArray(teams)) throw new Error('the answer has no list of teams');
  return teams.map(parseTeam);
}

export function createTeam(form: TeamForm): Promise<Team> {
  return officerFetchJson(OFFICER_TEAMS_PATH, parseTeam, { method: 'POST', body: form });
}

export function updateTeam(teamId: string, form: TeamForm): Promise<Team> {
  return officerFetchJson(officerTeamPath(teamId), parseTeam, { method: 'PUT', body: form });
}
