// DELETE /api/officer/blocked-dates/{bookingId} → 200 { deleted }: a block removed and its time freed in the
// same transaction. 404 for an unknown id or a rental's booking (cancel the rental instead). Officers only.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { unblockRange } from '../domain/requests/request-moves';
import { row } from '../rows/delete-blocked-dates';

export const handler = defineHandler(row, async ({ params }) => {
  await unblockRange(params.bookingId);
  return json(200, { deleted: params.bookingId });
});
