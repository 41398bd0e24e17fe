// DELETE /api/officer/games/{gameId} → 200 { deleted: id }; 404 when no game has that id. Officers only.
// The game leaves the lists and the fixtures feed (a game that is not played is better kept as
// cancelled, which calendars show as such), and its team sheet's figures leave the season's
// playerStats in the same transaction.

import { gameMessages } from '../../common/fixtures/game-edits';
import { readGame, writeGame } from '../domain/fixtures/game-writes';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { row } from '../rows/delete-game';

export const handler = defineHandler(row, async ({ params }) => {
  const before = await readGame(params.gameId);
  if (!before) throw new HttpError(404, gameMessages.unknownGame);
  await writeGame(before, undefined);
  return json(200, { deleted: params.gameId });
});
