// PUT /api/me/registration { number, status, expiresOn } → 200 the member's eligibility after it:
// keeps the USA Rugby registration of the player linked to the token's address (404 when none is).

import { myEligibility, updateMyRegistration } from '../domain/eligibility/my-eligibility';
import { verifiedEmail } from '../domain/requests/my-requests';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/update-my-registration';

export const handler = defineHandler(row, async ({ caller, body }) => {
  const email = verifiedEmail(caller);
  const now = Date.now();
  await updateMyRegistration(email, body, now);
  return json(200, await myEligibility({ email, sub: caller.sub }, now));
});
