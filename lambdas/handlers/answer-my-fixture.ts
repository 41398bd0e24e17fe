// PUT /api/me/season/{gameId}/answer { answer } → 200 { fixture, answer, answerOpen, cutoffAt,
// selected, reply?, replyOpen }: the signed-in player's answer for a fixture of their team, as a
// link's button gives it. 404 when no player is linked to the member's address, the fixture is
// gone or another team's; 409 once answers have closed.

import { playerFixtureAnswer, recordAnswer } from '../domain/availability/answers';
import { myFixture } from '../domain/availability/my-season';
import { verifiedEmail } from '../domain/requests/my-requests';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/answer-my-fixture';

export const handler = defineHandler(row, async ({ caller, params, body }) => {
  const now = Date.now();
  const answered = await recordAnswer(await myFixture(verifiedEmail(caller), params.gameId), body.answer, now);
  return json(200, playerFixtureAnswer(answered, now));
});
