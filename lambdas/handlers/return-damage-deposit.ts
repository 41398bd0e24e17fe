// POST /api/officer/inbox/requests/{requestId}/damage-deposit { returnCents, reason } → 200 the
// request: the damage deposit of a booking whose event is over returned, whole or in part (a reason
// is required when part is kept), the renter mailed what is kept and why, and the booking's Stripe
// payments refunded by the amount returned (lambdas/domain/requests/deposit-return.ts). 409 before
// the event is over, for a booking not approved, or with no deposit held. Officers only.

import { returnDamageDeposit } from '../domain/requests/deposit-return';
import { toInboxRequest } from '../domain/requests/inbox';
import { officerName } from '../domain/requests/officer-name';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/return-damage-deposit';

export const handler = defineHandler(row, async ({ params, body, caller }) => {
  const request = await returnDamageDeposit(params.requestId, { body, by: officerName(caller), recordedBy: caller.email ?? caller.sub });
  return json(200, toInboxRequest(request));
});
