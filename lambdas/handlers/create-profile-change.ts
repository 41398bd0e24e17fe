// POST /api/me/player/changes { bio } → 201 { player, latestChange }: the signed-in member proposes
// a new bio for their own player (the one their verified address is linked to; nothing in the
// request names a player), to show once an officer approves it in the inbox. 404 with no linked
// player, 409 while an earlier change waits, 400 for the bio the player already has.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { verifiedEmail } from '../domain/requests/my-requests';
import { idempotencyKey } from '../domain/requests/request-reference';
import { myPlayerAnswer, submitProfileChange } from '../domain/squad/profile-change';
import { row } from '../rows/create-profile-change';

export const handler = defineHandler(row, async ({ caller, body, event }) => {
  const sender = { email: verifiedEmail(caller), sub: caller.sub };
  const { player, change } = await submitProfileChange(sender, body, idempotencyKey(event));
  return json(201, myPlayerAnswer(player, change));
});
