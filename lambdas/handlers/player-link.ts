// POST /public/api/player-link { token, answer? | reply? | receive? } → 200 { player: { name },
// fixture, answer?, answerOpen, cutoffAt, selected, reply?, replyOpen, receivesMail }: what a player
// link from the club's mail is about, and, with a button's press beside the token, that press:
//   - the token alone records nothing (mail programs and link scanners open links by themselves; the
//     page calls this to show the match, and only a button's press sends more);
//   - `answer` (available, unavailable, maybe) records or changes the answer until the cut-off (409
//     after it, or once the player left the fixture's team);
//   - `reply` (confirmed, withdrawn): a selected player confirms, or withdraws (final: the public
//     selection drops them and the club is mailed at its own address); 409 when not selected,
//     withdrawn before, or the match kicked off;
//   - `receive` false stops every mail about matches, true starts them again (a member chooses each
//     kind on /account).
// 404 for a token the club did not sign or a fixture gone, 410 for an expired one.

import { matchMailKinds } from '../../common/teams/availability';
import { type PlayerFixture, playerLinkAnswer, readPlayerFixture, recordAnswer, setMailChoices } from '../domain/availability/answers';
import { openPlayerLink } from '../domain/availability/player-links';
import { replyToSelection } from '../domain/availability/selection';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/player-link';

export const handler = defineHandler(row, async ({ body }) => {
  const now = Date.now();
  const { gameId, playerSlug } = await openPlayerLink(body.token, now);
  let context: PlayerFixture;
  if (body.receive !== undefined) {
    const choices = Object.fromEntries(matchMailKinds.map((kind) => [kind, body.receive])) as Record<
      (typeof matchMailKinds)[number],
      boolean
    >;
    context = await readPlayerFixture(gameId, await setMailChoices(playerSlug, choices));
  } else {
    context = await readPlayerFixture(gameId, playerSlug);
    if (body.answer !== undefined) context = await recordAnswer(context, body.answer, now);
    else if (body.reply !== undefined) context = await replyToSelection(context, body.reply, now);
  }
  return json(200, playerLinkAnswer(context, now));
});
