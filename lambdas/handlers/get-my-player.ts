// GET /api/me/player → 200 { player: { slug, name, bio?, photo? }, latestChange? }: the player the
// signed-in member's verified address is linked to, and their newest profile change with its
// status; 404 with a message when no player is linked. The address comes from the token alone.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { verifiedEmail } from '../domain/requests/my-requests';
import { latestChangeOf, myPlayerAnswer, playerOf } from '../domain/squad/profile-change';
import { row } from '../rows/get-my-player';

export const handler = defineHandler(row, async ({ caller }) => {
  const email = verifiedEmail(caller);
  const player = await playerOf(email);
  return json(200, myPlayerAnswer(player, await latestChangeOf(email, player.slug)));
});
