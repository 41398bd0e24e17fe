// GET /api/me/membership → 200 { memberUntil?, memberships: [{ season, typeName, priceCents,
// paidCents, balanceCents, standing, until, receipts }], offers: [{ season, until, types }],
// payOnline }: the signed-in member's memberships of this season and the next, by their token's
// user alone, with their receipts' signed links; 403 until their address is verified.

import { myMembership } from '../domain/membership/memberships';
import { stripeConfigured } from '../domain/payments/payments-secret';
import { verifiedEmail } from '../domain/requests/my-requests';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/get-my-membership';

export const handler = defineHandler(row, async ({ caller }) => {
  verifiedEmail(caller);
  return json(200, await myMembership(caller.sub, await stripeConfigured(), Date.now()));
});
