// How officers' changes reach the teams table: a new team under the id made from its name (a
// conditional put, so an existing team is never overwritten), a change of name or order to one that
// exists. The default side (common/teams/teams.ts DEFAULT_TEAM) is in every list even before it is stored,
// so its first change stores it.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { slugFromName } from '../../../common/squad/squad-api';
import { DEFAULT_TEAM, TEAM_LIMITS, type Team, teamMessages } from '../../../common/teams/teams';
import type { TeamForm } from '../../../common/teams/team-schemas';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { TEAMS_LIST, type TeamItem, teamItemSchema } from './team-item';
import { readTeams } from './teams';

function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/** Adds a team under the id its name makes; 409 when a team has that id, 400 when the list is full. */
export async function addTeam(form: TeamForm, now: number): Promise<Team> {
  const id = slugFromName(form.name).slice(0, TEAM_LIMITS.id).replace(/-$/, '');
  if (!id) throw new HttpError(400, teamMessages.noId);
  const teams = await readTeams();
  const existing = teams.find((team) => team.id === id);
  if (existing) throw new HttpError(409, teamMessages.taken(existing.name));
  if (teams.length >= TEAM_LIMITS.teams) throw new HttpError(400, teamMessages.tooMany);
  const item: TeamItem = teamItemSchema.parse({ list: TEAMS_LIST, id, name: form.name, order: form.order, updatedAt: now });
  try {
    await ddb.send(new PutCommand({ TableName: tableName('teams'), Item: item, ConditionExpression: 'attribute_not_exists(id)' }));
  } catch (error) {
    if (isConditionFailure(error)) throw new HttpError(409, teamMessages.taken(form.name));
    throw error;
  }
  return { id, name: item.name, order: item.order };
}

/** Renames a team or moves it in the order; 404 for an id no team has. */
export async function changeTeam(id: string, form: TeamForm, now: number): Promise<Team> {
  const teams = await readTeams();
  const before = teams.find((team) => team.id === id);
  if (!before) throw new HttpError(404, teamMessages.unknownTeam);
  const item: TeamItem = teamItemSchema.parse({ list: TEAMS_LIST, id, name: form.name, order: form.order, updatedAt: now });
  // The default side may never have been stored: its first change stores it; any other must exist.
  const exists = id === DEFAULT_TEAM.id ? {} : { ConditionExpression: 'attribute_exists(id)' };
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName('teams'),
        Item: item,
        ...exists,
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new HttpError(404, teamMessages.unknownTeam);
    throw error;
  }
  return { id, name: item.name, order: item.order };
}
