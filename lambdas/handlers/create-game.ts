// POST /api/officer/games { start, homeTeam, awayTeam, venue, status, gameType, teamId, homeScore,
// awayScore } → 201 the game as GET /public/api/games shows it. Officers only. The server picks the
// id and the season (the club's year of the kick-off); a team the club does not have is a 400.

import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../runtime/dynamo';
import { gameItemFromForm } from '../domain/fixtures/game-form';
import { toGame } from '../domain/fixtures/games';
import { readTeams, teamOrRefuse } from '../domain/teams/teams';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/create-game';

export const handler = defineHandler(row, async ({ body }) => {
  const teams = await readTeams();
  teamOrRefuse(teams, body.teamId, 400);
  const item = gameItemFromForm(randomUUID(), body, Date.now());
  await ddb.send(new PutCommand({ TableName: tableName('games'), Item: item, ConditionExpression: 'attribute_not_exists(id)' }));
  return json(201, toGame(item, teams));
});
