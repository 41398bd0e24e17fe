// POST /api/officer/inbox/requests/{requestId}/handle → 200 the request: a new sponsorship,
// player or contact request marked handled. A rental, or one already handled, is 409. Officers only.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { toInboxRequest } from '../domain/requests/inbox';
import { officerName } from '../domain/requests/officer-name';
import { markHandled } from '../domain/requests/request-moves';
import { row } from '../rows/mark-request-handled';

export const handler = defineHandler(row, async ({ params, caller }) => {
  return json(200, toInboxRequest(await markHandled(params.requestId, officerName(caller))));
});
