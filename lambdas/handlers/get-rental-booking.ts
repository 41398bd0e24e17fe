// POST /public/api/bookings/{requestId}/view { token } → 200: the renter's booking as their page
// shows it: where it stands, the quote, the hold's deadline, what the club holds and what is still
// owed, the payments and refunds with their receipts' links, whether it can be paid online, and
// whether its space asks for an insurance certificate and the one received.
// A token that does not open the booking is a 404 like an unknown reference.

import { bookingCertificate } from '../domain/rental/certificate-asked';
import { stripeConfigured } from '../domain/payments/payments-secret';
import { bookingView, openBooking } from '../domain/requests/rental-booking';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/get-rental-booking';

export const handler = defineHandler(row, async ({ params, body }) => {
  const rental = await openBooking(params.requestId, body.token);
  const [view, certificate] = await Promise.all([bookingView(rental, await stripeConfigured()), bookingCertificate(rental)]);
  return json(200, { ...view, certificate });
});
