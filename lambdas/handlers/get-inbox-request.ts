// GET /api/officer/inbox/requests/{requestId} → the request whole (what the visitor sent, its
// status, notes and decision). Officers only; 404 for an unknown reference.

import { defineHandler } from '../commons/handler';
import { json } from '../commons/http';
import { toInboxRequest } from '../commons/inbox';
import { readRequest } from '../commons/request-moves';
import { row } from '../rows/get-inbox-request';

export const handler = defineHandler(row, async ({ params }) => {
  return json(200, toInboxRequest(await readRequest(params.requestId)));
});
