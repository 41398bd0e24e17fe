// POST /api/me/membership/{season}/checkout {} → 201 { checkoutUrl, amountCents, expiresAt }: a
// Stripe Checkout for what the signed-in member's membership of the season still owes, the amount
// worked out on the server from the price they chose and the payments held. 404 when they have not
// joined that season; 409 when nothing is owed or Stripe is not connected; 403 until their address
// is verified.

import { startMembershipCheckout } from '../domain/membership/membership-checkout';
import { myMembershipOf } from '../domain/membership/memberships';
import { verifiedEmail } from '../domain/requests/my-requests';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/start-membership-checkout';

export const handler = defineHandler(row, async ({ caller, params }) => {
  verifiedEmail(caller);
  const now = Date.now();
  const { checkoutUrl, amountCents, expiresAt } = await startMembershipCheckout(await myMembershipOf(caller.sub, params.season), now);
  return json(201, { checkoutUrl, amountCents, expiresAt });
});
