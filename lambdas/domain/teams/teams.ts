// How the teams table is read (one Query on its one partition, never a Scan), with the side every
// fixture and player stored before teams existed belongs to (DEFAULT_TEAM) always in the list, and
// which team a stored fixture or player is in.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { compareTeams, DEFAULT_TEAM, TEAM_LIMITS, type Team, type TeamRef, teamMessages } from '../../../common/teams/teams';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { TEAMS_LIST, teamItemSchema } from './team-item';

/** Every team in the club's order (then by name), the default side included whether stored or not. */
export async function readTeams(): Promise<Team[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tableName('teams'),
      KeyConditionExpression: '#list = :list',
      ExpressionAttributeNames: { '#list': 'list' },
      ExpressionAttributeValues: { ':list': TEAMS_LIST },
      Limit: TEAM_LIMITS.teams + 1,
    }),
  );
  const stored = (result.Items ?? []).map((item) => teamItemSchema.parse(item)).map(({ id, name, order }) => ({ id, name, order }));
  const teams = stored.some((team) => team.id === DEFAULT_TEAM.id) ? stored : [{ ...DEFAULT_TEAM, order: 0 }, ...stored];
  return teams.sort(compareTeams);
}

/** The team of an id among `teams`, or a 404 naming the rule (an unknown `?team=`, a form's team gone). */
export function teamOrRefuse(teams: readonly Team[], id: string, status: 400 | 404 = 404): TeamRef {
  const team = teams.find((candidate) => candidate.id === id);
  if (!team) throw new HttpError(status, teamMessages.unknownTeam);
  return { id: team.id, name: team.name };
}

/** The name of a team id, or the id itself for a team the list no longer holds (never expected: teams are not deleted). */
export function teamRefOf(teams: readonly Team[], id: string): TeamRef {
  const team = teams.find((candidate) => candidate.id === id);
  return { id, name: team?.name ?? id };
}

/** The team a stored fixture belongs to: its own, or the default side for one stored before teams existed. */
export function fixtureTeamId(item: { readonly teamId?: string }): string {
  return item.teamId ?? DEFAULT_TEAM.id;
}

/** The teams a stored player is in: their own list, or the default side for one stored before teams existed. */
export function playerTeamIds(item: { readonly teams?: readonly string[] }): readonly string[] {
  return item.teams ?? [DEFAULT_TEAM.id];
}
