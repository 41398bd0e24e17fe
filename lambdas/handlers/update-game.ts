// PUT /api/officer/games/{gameId} with the whole game (as POST /api/officer/games takes it) → 200 the
// game as GET /public/api/games shows it; recording a score is sending the game with its points and
// status. Officers only. A game deleted meanwhile answers 404 and stays deleted.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { gameMessages } from '../../common/game-edits';
import { ddb, tableName } from '../runtime/dynamo';
import { ITEM_EXISTS, writeExisting } from '../runtime/existing-item';
import { gameItemFromForm } from '../domain/fixtures/game-form';
import { toGame } from '../domain/fixtures/games';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/update-game';

export const handler = defineHandler(row, async ({ params, body }) => {
  const item = gameItemFromForm(params.gameId, body, Date.now());
  await writeExisting(ddb.send(new PutCommand({ TableName: tableName('games'), Item: item, ...ITEM_EXISTS })), gameMessages.unknownGame);
  return json(200, toGame(item));
});
