// POST /api/officer/officer-enrolments/{sub}/vouch → 200 { sub, status: 'vouched' }: the calling
// officer vouches for another officer's authenticator app, which then gives the officer scope at
// their next sign-in or refresh; their address and the time are kept on the row. 404 when nothing
// awaits a vouch under that id, 403 for one's own. Officers only.

import { vouchFor } from '../domain/accounts/officer-enrolments';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { row } from '../rows/vouch-officer';

export const handler = defineHandler(row, async ({ params, caller }) => {
  // The officer token trigger adds the officer's address to every officer's access token.
  if (!caller.email) throw new HttpError(403, 'Your sign-in carries no address to vouch with: sign in again.');
  await vouchFor(params.sub, { sub: caller.sub, email: caller.email }, Date.now());
  return json(200, { sub: params.sub, status: 'vouched' });
});
