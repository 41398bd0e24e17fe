// POST /public/api/player-links/read { token } → 200 { player: { name }, fixture, answer?, answerOpen,
// cutoffAt, selected, reply?, replyOpen, receivesMail }: what a player link is about, for its page to
// show; it records nothing (mail programs and link scanners open links by themselves: only a
// button's press answers). 404 for a token the club did not sign or a fixture gone, 410 for an
// expired one.

import { openPlayerLink } from '../domain/availability/player-links';
import { playerLinkAnswer, readPlayerFixture } from '../domain/availability/answers';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/read-player-link';

export const handler = defineHandler(row, async ({ body }) => {
  const now = Date.now();
  const { gameId, playerSlug } = await openPlayerLink(body.token, now);
  return json(200, playerLinkAnswer(await readPlayerFixture(gameId, playerSlug), now));
});
