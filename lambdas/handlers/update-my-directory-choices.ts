// PUT /api/me/directory { listed, email, team } → 200 the choices: what the signed-in member shows
// other paid-up members in the directory, kept on their own membership of this season. 404 when they
// have none; 403 until their address is verified.

import { chooseDirectory } from '../domain/membership/member-directory';
import { verifiedEmail } from '../domain/requests/my-requests';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/update-my-directory-choices';

export const handler = defineHandler(row, async ({ caller, body }) => {
  verifiedEmail(caller);
  return json(200, await chooseDirectory(caller.sub, body, Date.now()));
});
