// GET /api/officer/games/{gameId}/sheet → 200 { gameId, sheet } (sheet null when none is kept);
// 404 when no game has that id. Officers only: the console's team sheet editor opens on it.

import { gameMessages } from '../../common/fixtures/game-edits';
import { toGameSheetAnswer } from '../domain/fixtures/game-sheet';
import { readGame } from '../domain/fixtures/game-writes';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { row } from '../rows/get-game-sheet';

export const handler = defineHandler(row, async ({ params }) => {
  const game = await readGame(params.gameId);
  if (!game) throw new HttpError(404, gameMessages.unknownGame);
  return json(200, toGameSheetAnswer(game));
});
