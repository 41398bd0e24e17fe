// POST /public/api/player-links/mail { token, receive } → 200 the link's answer as read-player-link
// gives it: a player without an account stops every mail about matches (receive false) from any of
// the club's mails, or starts them again (true). A member chooses each kind on /account. 404 / 410
// for a bad or expired token.

import { matchMailKinds } from '../../common/availability';
import { openPlayerLink } from '../domain/availability/player-links';
import { playerLinkAnswer, readPlayerFixture, setMailChoices } from '../domain/availability/answers';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/player-link-mail';

export const handler = defineHandler(row, async ({ body }) => {
  const now = Date.now();
  const { gameId, playerSlug } = await openPlayerLink(body.token, now);
  const choices = Object.fromEntries(matchMailKinds.map((kind) => [kind, body.receive])) as Record<
    (typeof matchMailKinds)[number],
    boolean
  >;
  const player = await setMailChoices(playerSlug, choices);
  return json(200, playerLinkAnswer(await readPlayerFixture(gameId, player), now));
});
