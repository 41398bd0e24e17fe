// POST /public/api/bookings/{requestId}/cancel { token } → 200 the booking as its page shows it,
// cancelled by its renter: the same move as an officer's cancel (the booking and its time freed,
// the refund under the club's refund tiers kept, mailed and made through Stripe for card payments:
// lambdas/domain/requests/rental-cancel.ts), refused once the booking has begun. Sent again, it
// answers the cancelled booking. A token that does not open the booking is a 404.

import { RENTER_CANCELLER, renterCancelMessages } from '../../common/rental/booking-money';
import { stripeConfigured } from '../domain/payments/payments-secret';
import { bookingView, openBooking } from '../domain/requests/rental-booking';
import { cancelRental } from '../domain/requests/rental-cancel';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { row } from '../rows/cancel-rental-booking';

export const handler = defineHandler(row, async ({ params, body }) => {
  const rental = await openBooking(params.requestId, body.token);
  const now = Date.now();
  if (!(rental.status === 'cancelled' && rental.cancellation)) {
    if (rental.status !== 'approved') throw new HttpError(409, renterCancelMessages.notOpen);
    if (now >= rental.details.start) throw new HttpError(409, renterCancelMessages.begun);
  }
  const cancelled = await cancelRental(rental.id, RENTER_CANCELLER, {
    recordedBy: 'renter, from the booking page',
    reason: 'cancelled-by-payer',
    now,
  });
  if (cancelled.kind !== 'rental') throw new Error('A booking link opened a request that is not a rental');
  return json(200, await bookingView(cancelled, await stripeConfigured(), now));
});
