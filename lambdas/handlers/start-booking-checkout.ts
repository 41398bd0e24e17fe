// POST /public/api/bookings/{requestId}/checkout/{deposit|balance} { token } → 201 { checkoutUrl, amountCents,
// expiresAt }: a Stripe Checkout for what the deposit or the balance of an approved booking still
// owes, the amount worked out on the server from the booked quote and the payments held. 404 for a
// link that does not open the booking; 409 when it is not approved, has no quote, owes nothing of
// that part, or Stripe is not connected.

import { startBookingCheckout } from '../domain/requests/booking-checkout';
import { openBooking } from '../domain/requests/rental-booking';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/start-booking-checkout';

export const handler = defineHandler(row, async ({ params, body }) => {
  const rental = await openBooking(params.requestId, body.token);
  const { checkoutUrl, amountCents, expiresAt } = await startBookingCheckout(rental, params.part);
  return json(201, { checkoutUrl, amountCents, expiresAt });
});
