// PUT /api/officer/games/{gameId} with the whole game (as POST /api/officer/games takes it) → 200 the
// game as GET /public/api/games shows it; recording a score is sending the game with its points and
// status. Officers only. A game deleted meanwhile answers 404 and stays deleted. A game's team sheet
// stays with it: a new score its scorers' points do not make is refused (400 naming both numbers),
// and a new kick-off in another season moves the sheet's figures to that season's playerStats in
// the same transaction (lambdas/domain/fixtures/game-writes.ts). The published selection stays too; a
// new kick-off, venue or cancellation is mailed to the team and its followers by the fixture-changes
// stream function (lambdas/streams/fixture-changes.ts). A team the club does not have is a 400.

import { gameMessages } from '../../common/fixtures/game-edits';
import { sheetMessages, sheetScoreProblem } from '../../common/fixtures/match-sheet';
import { gameItemFromForm } from '../domain/fixtures/game-form';
import { toGame } from '../domain/fixtures/games';
import { readTeams, teamOrRefuse } from '../domain/teams/teams';
import { nextUpdatedAt, readGame, writeGame } from '../domain/fixtures/game-writes';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { row } from '../rows/update-game';

export const handler = defineHandler(row, async ({ params, body }) => {
  const teams = await readTeams();
  teamOrRefuse(teams, body.teamId, 400);
  const before = await readGame(params.gameId);
  if (!before) throw new HttpError(404, gameMessages.unknownGame);
  const item = gameItemFromForm(params.gameId, body, nextUpdatedAt(before, Date.now()));
  const after = { ...item, ...(before.sheet ? { sheet: before.sheet } : {}), ...(before.selection ? { selection: before.selection } : {}) };
  if (before.sheet) {
    const problem = sheetScoreProblem(before.sheet, after);
    if (problem) throw new HttpError(400, problem === sheetMessages.notScored ? sheetMessages.sheetNeedsResult : problem);
  }
  await writeGame(before, after);
  return json(200, toGame(after, teams));
});
