// POST /api/officer/inbox/requests/{requestId}/decline { reason, text? } → 200 the request: a
// pending rental declined, the requester mailed the reason (and the officer's text) at the address
// on the request. Any other status is 409. Officers only.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { toInboxRequest } from '../domain/requests/inbox';
import { officerName } from '../domain/requests/officer-name';
import { declineRental } from '../domain/requests/rental-moves';
import { row } from '../rows/decline-rental-request';

export const handler = defineHandler(row, async ({ params, body, caller }) => {
  return json(200, toInboxRequest(await declineRental(params.requestId, officerName(caller), body)));
});
