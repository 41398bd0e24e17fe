// PUT /api/officer/games/{gameId}/selection { players: [slug] } → 200 the fixture's availability as
// get-fixture-availability gives it: publishes the side for a scheduled match from the players of its
// team (400 naming any other), mails each newly selected player to confirm or withdraw (once), and
// shows it on the match's public pages; an empty list withdraws the selection. Officers only; 404
// for an unknown fixture, 409 for one not scheduled or changed meanwhile.

import { readFixtureAvailability } from '../domain/availability/fixture-view';
import { publishSelection } from '../domain/availability/selection';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/publish-selection';

export const handler = defineHandler(row, async ({ params, body }) => {
  await publishSelection(params.gameId, body.players, Date.now());
  return json(200, await readFixtureAvailability(params.gameId));
});
