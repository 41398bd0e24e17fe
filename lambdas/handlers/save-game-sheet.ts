// PUT /api/officer/games/{gameId}/sheet with the match-day squad and scorers → 200 { gameId, sheet }.
// Officers only; only on a completed game with the club's score, which the scorers' points must
// equal (400 naming both numbers); every player must be on the squad (400 naming the others). The
// game and the season's playerStats change in one transaction (lambdas/domain/fixtures/game-writes.ts);
// a save racing another change of the game answers 409 and writes nothing.

import { gameMessages } from '../../common/fixtures/game-edits';
import { sheetScoreProblem } from '../../common/fixtures/match-sheet';
import { toGameSheetAnswer } from '../domain/fixtures/game-sheet';
import { nextUpdatedAt, readGame, writeGame } from '../domain/fixtures/game-writes';
import { sheetPlayerNames } from '../domain/fixtures/sheet-players';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { row } from '../rows/save-game-sheet';

export const handler = defineHandler(row, async ({ params, body }) => {
  const before = await readGame(params.gameId);
  if (!before) throw new HttpError(404, gameMessages.unknownGame);
  const problem = sheetScoreProblem(body, before);
  if (problem) throw new HttpError(400, problem);
  const names = await sheetPlayerNames(body.squad.map((place) => place.playerSlug));
  const after = {
    ...before,
    sheet: {
      squad: body.squad,
      scorers: body.scorers.map((entry) => ({ ...entry, name: names.get(entry.playerSlug) ?? entry.playerSlug })),
    },
    updatedAt: nextUpdatedAt(before, Date.now()),
  };
  await writeGame(before, after);
  return json(200, toGameSheetAnswer(after));
});
