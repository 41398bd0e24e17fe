// GET /api/officer/inbox/requests/{requestId} → the request whole (what the visitor sent, its
// status, notes and decision). Officers only; 404 for an unknown reference.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { toInboxRequest } from '../domain/requests/inbox';
import { readRequest } from '../domain/requests/request-moves';
import { row } from '../rows/get-inbox-request';

export const handler = defineHandler(row, async ({ params }) => {
  return json(200, toInboxRequest(await readRequest(params.requestId)));
});
