// POST /public/api/player-links/selection { token, reply: confirmed | withdrawn } → 200 the link's
// answer as read-player-link gives it: a selected player confirms, or withdraws (final: the public
// selection drops them and the club is mailed at its own address). 409 when the player is not in
// the published selection, withdrew before, or the match kicked off; 404 / 410 for a bad or
// expired token.

import { openPlayerLink } from '../domain/availability/player-links';
import { playerLinkAnswer, readPlayerFixture } from '../domain/availability/answers';
import { replyToSelection } from '../domain/availability/selection';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/reply-player-link';

export const handler = defineHandler(row, async ({ body }) => {
  const now = Date.now();
  const { gameId, playerSlug } = await openPlayerLink(body.token, now);
  const replied = await replyToSelection(await readPlayerFixture(gameId, playerSlug), body.reply, now);
  return json(200, playerLinkAnswer(replied, now));
});
