// POST /api/officer/games { start, homeTeam, awayTeam, venue, status, gameType, homeScore, awayScore }
// → 201 the game as GET /public/api/games shows it. Officers only. The server picks the id and the
// season (the club's year of the kick-off).

import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../commons/dynamo';
import { gameItemFromForm, toGame } from '../commons/games';
import { defineHandler } from '../commons/handler';
import { json } from '../commons/http';
import { row } from '../rows/create-game';

export const handler = defineHandler(row, async ({ body }) => {
  const item = gameItemFromForm(randomUUID(), body, Date.now());
  await ddb.send(new PutCommand({ TableName: tableName('games'), Item: item, ConditionExpression: 'attribute_not_exists(id)' }));
  return json(201, toGame(item));
});
