// POST /public/api/player-links/answer { token, answer } → 200 the link's answer as read-player-link
// gives it, with the new answer: the press of Available, Unavailable or Maybe on a player link's
// page. Changeable until the cut-off (409 after it, or once the player left the fixture's team);
// 404 for a token the club did not sign, 410 for an expired one.

import { openPlayerLink } from '../domain/availability/player-links';
import { playerLinkAnswer, readPlayerFixture, recordAnswer } from '../domain/availability/answers';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/answer-player-link';

export const handler = defineHandler(row, async ({ body }) => {
  const now = Date.now();
  const { gameId, playerSlug } = await openPlayerLink(body.token, now);
  const answered = await recordAnswer(await readPlayerFixture(gameId, playerSlug), body.answer, now);
  return json(200, playerLinkAnswer(answered, now));
});
