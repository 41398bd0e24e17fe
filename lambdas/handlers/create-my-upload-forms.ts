// POST /api/me/uploads { files: [{ kind: 'portrait', contentType, bytes }] } → 201 { uploads: [{
// uploadId, url, fields }] }: one presigned POST form for a photo the signed-in member proposes for
// their own player (POST /api/me/player/changes then names the upload). The form puts the file below
// the member's own prefix of the uploads bucket, so no other member's change can name it; 404 for a
// member no player is linked to, 403 without a verified address.

import type { UploadForms } from '../../common/uploads';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { createUploadForms, memberUploadOwner } from '../domain/media/uploads';
import { verifiedEmail } from '../domain/requests/my-requests';
import { playerOf } from '../domain/squad/profile-change';
import { row } from '../rows/create-my-upload-forms';

export const handler = defineHandler(row, async ({ body, caller }) => {
  await playerOf(verifiedEmail(caller));
  const answer: UploadForms = { uploads: await createUploadForms(body.files, memberUploadOwner(caller.sub)) };
  return json(201, answer);
});
