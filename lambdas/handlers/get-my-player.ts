// GET /api/me/player → 200 { player: { slug, name, bio?, photo? }, latestChange? }: the player the
// signed-in member's verified address is linked to, and their newest profile change with its
// status; 200 {} when no player is linked (most members: /account asks on every visit, so it is an
// answer, not a failed request; sending a change then is 404). The address comes from the token alone.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { verifiedEmail } from '../domain/requests/my-requests';
import { latestChangeOf, linkedPlayerOf, myPlayerAnswer } from '../domain/squad/profile-change';
import { row } from '../rows/get-my-player';

export const handler = defineHandler(row, async ({ caller }) => {
  const email = verifiedEmail(caller);
  const player = await linkedPlayerOf(email);
  if (!player) return json(200, {});
  return json(200, myPlayerAnswer(player, await latestChangeOf(email, player.slug)));
});
