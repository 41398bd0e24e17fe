// DELETE /api/officer/games/{gameId}/sheet → 200 { gameId, sheet: null }; the sheet's figures leave
// the season's playerStats in the same transaction. 404 when no game has that id; clearing a game
// with no sheet changes nothing. Officers only.

import { gameMessages } from '../../common/fixtures/game-edits';
import { toGameSheetAnswer } from '../domain/fixtures/game-sheet';
import { nextUpdatedAt, readGame, writeGame } from '../domain/fixtures/game-writes';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { row } from '../rows/delete-game-sheet';

export const handler = defineHandler(row, async ({ params }) => {
  const before = await readGame(params.gameId);
  if (!before) throw new HttpError(404, gameMessages.unknownGame);
  if (!before.sheet) return json(200, toGameSheetAnswer(before));
  const { sheet: _cleared, ...rest } = before;
  const after = { ...rest, updatedAt: nextUpdatedAt(before, Date.now()) };
  await writeGame(before, after);
  return json(200, toGameSheetAnswer(after));
});
