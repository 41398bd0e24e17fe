// POST /api/officer/inbox/requests/{requestId}/cancel → 200 the request: a pending or approved
// rental cancelled; an approved one's booking is removed and its time freed in the same
// transaction, what it gives back under the refund tiers is kept on it and mailed to the
// requester, and its Stripe payments are refunded down to what the club keeps
// (lambdas/domain/requests/booking-refunds.ts). Any other status is 409. Officers only.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { toInboxRequest } from '../domain/requests/inbox';
import { officerName } from '../domain/requests/officer-name';
import { cancelRental } from '../domain/requests/rental-cancel';
import { row } from '../rows/cancel-rental-request';

export const handler = defineHandler(row, async ({ params, caller }) => {
  const request = await cancelRental(params.requestId, officerName(caller), {
    recordedBy: caller.email ?? caller.sub,
    reason: 'cancelled-by-club',
  });
  return json(200, toInboxRequest(request));
});
