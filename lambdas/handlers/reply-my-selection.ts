// PUT /api/me/season/{gameId}/selection { reply: confirmed | withdrawn } → 200 the fixture as
// answer-my-fixture gives it: the signed-in player confirms their place in the published selection,
// or withdraws (final: the public selection drops them and the club is mailed at its own address).
// 404 / 409 as answer-my-fixture; 409 when not selected, withdrawn before, or the match kicked off.

import { playerFixtureAnswer } from '../domain/availability/answers';
import { myFixture } from '../domain/availability/my-season';
import { replyToSelection } from '../domain/availability/selection';
import { verifiedEmail } from '../domain/requests/my-requests';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/reply-my-selection';

export const handler = defineHandler(row, async ({ caller, params, body }) => {
  const now = Date.now();
  const replied = await replyToSelection(await myFixture(verifiedEmail(caller), params.gameId), body.reply, now);
  return json(200, playerFixtureAnswer(replied, now));
});
