// POST /api/officer/inbox/requests/{requestId}/cancel → 200 the request: a pending or approved
// rental cancelled; an approved one's booking is removed and its time freed in the same
// transaction, and the requester is mailed. Any other status is 409. Officers only.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { toInboxRequest } from '../domain/requests/inbox';
import { officerName } from '../domain/requests/officer-name';
import { cancelRental } from '../domain/requests/rental-moves';
import { row } from '../rows/cancel-rental-request';

export const handler = defineHandler(row, async ({ params, caller }) => {
  return json(200, toInboxRequest(await cancelRental(params.requestId, officerName(caller))));
});
