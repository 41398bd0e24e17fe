// DELETE /api/officer/games/{gameId} → 200 { deleted: id }; 404 when no game has that id. Officers only.
// The game leaves the lists and the fixtures feed (a game that is not played is better kept as
// cancelled, which calendars show as such).

import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { gameMessages } from '../../common/game-edits';
import { ddb, tableName } from '../runtime/dynamo';
import { ITEM_EXISTS, writeExisting } from '../runtime/existing-item';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/delete-game';

export const handler = defineHandler(row, async ({ params }) => {
  await writeExisting(
    ddb.send(new DeleteCommand({ TableName: tableName('games'), Key: { id: params.gameId }, ...ITEM_EXISTS })),
    gameMessages.unknownGame,
  );
  return json(200, { deleted: params.gameId });
});
