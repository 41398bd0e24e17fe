// POST /api/officer/inbox/requests/{requestId}/approve → 200 { request, booking }: books the hall
// for a pending rental and mails the requester, in one transaction guarded by the booking ledger
// (lambdas/domain/rental/booking-ledger.ts). Approving an approved request answers the same booking; a
// time that collides with a booking is 409 naming it; any other status is 409. Officers only.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { toInboxRequest } from '../domain/requests/inbox';
import { approveRental } from '../domain/requests/rental-moves';
import { officerName } from '../domain/requests/officer-name';
import { row } from '../rows/approve-rental-request';

export const handler = defineHandler(row, async ({ params, caller }) => {
  const { request, booking } = await approveRental(params.requestId, officerName(caller));
  return json(200, { request: toInboxRequest(request), booking: { id: booking.id, start: booking.start, end: booking.end } });
});
