// GET /api/me/directory → 200 { season, open, mine?: { name, choices, chosen }, members: [{ name,
// typeName, email?, teamName? }] }: this season's paid-up members who are listed, each with only what
// they chose to show, and the caller's own choices; `open: false` and nobody listed unless the caller's
// own dues for this season are paid. 403 until their address is verified
// (lambdas/domain/membership/member-directory.ts).

import { memberDirectory } from '../domain/membership/member-directory';
import { verifiedEmail } from '../domain/requests/my-requests';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/get-member-directory';

export const handler = defineHandler(row, async ({ caller }) => {
  verifiedEmail(caller);
  return json(200, await memberDirectory(caller.sub, Date.now()));
});
