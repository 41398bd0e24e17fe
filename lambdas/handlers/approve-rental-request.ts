// POST /api/officer/inbox/requests/{requestId}/approve → 200 { request, booking, bookings, skipped }:
// books the space for a pending rental and mails the requester, in one transaction guarded by the
// booking ledger (lambdas/domain/rental/booking-ledger.ts), which refuses any space sharing ground
// with one already booked then. A series books each of its free dates and lists the others in
// `skipped` (taken, or a home-match day), as the request and the renter's mail do. Approving an
// approved request answers the same bookings; a single date that collides with a booking or meets a
// match day is 409 naming it, as is a series with no free date; any other status is 409. Officers only.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { toInboxRequest } from '../domain/requests/inbox';
import { approveRental } from '../domain/requests/rental-moves';
import { officerName } from '../domain/requests/officer-name';
import { row } from '../rows/approve-rental-request';
import type { BookingItem } from '../domain/rental/booking-item';

const slot = (booking: BookingItem) => ({ id: booking.id, start: booking.start, end: booking.end });

export const handler = defineHandler(row, async ({ params, caller }) => {
  const { request, booking, bookings, skipped } = await approveRental(params.requestId, officerName(caller));
  return json(200, {
    request: toInboxRequest(request),
    booking: slot(booking),
    bookings: bookings.map(slot),
    skipped: skipped.map(({ start, end, reason, detail }) => ({ start, end, reason, detail })),
  });
});
