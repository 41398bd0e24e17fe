// GET /api/officer/inbox/requests/{requestId}/cancellation → 200 what cancelling the request now
// would refund, under which refund tier, and how (through Stripe or by hand): what the inbox shows
// before the officer confirms. Officers only; 404 for an unknown reference.

import { previewCancellation } from '../domain/requests/booking-refunds';
import { readRequest } from '../domain/requests/request-moves';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/preview-rental-cancellation';

export const handler = defineHandler(row, async ({ params }) => {
  return json(200, await previewCancellation(await readRequest(params.requestId), Date.now()));
});
