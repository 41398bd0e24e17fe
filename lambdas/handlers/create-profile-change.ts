// POST /api/me/player/changes { bio, photoUploadId?, removePhoto? } → 201 { player, latestChange }:
// the signed-in member proposes a new bio, and a new photo (their own upload from POST
// /api/me/uploads) or the photo's removal, for their own player (the one their verified address is
// linked to; nothing in the request names a player), to show once an officer approves it in the
// inbox. 404 with no linked player, 409 while an earlier change waits, 400 for a change that
// changes nothing or an upload that is not the member's, 413/415 for a photo too big or not a
// JPEG, PNG or WebP image.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { verifiedEmail } from '../domain/requests/my-requests';
import { idempotencyKey } from '../domain/requests/request-reference';
import { myPlayerAnswer } from '../domain/squad/profile-change';
import { submitProfileChange } from '../domain/squad/profile-change-submit';
import { row } from '../rows/create-profile-change';

export const handler = defineHandler(row, async ({ caller, body, event }) => {
  const sender = { email: verifiedEmail(caller), sub: caller.sub };
  const { player, change } = await submitProfileChange(sender, body, idempotencyKey(event));
  return json(201, myPlayerAnswer(player, change));
});
