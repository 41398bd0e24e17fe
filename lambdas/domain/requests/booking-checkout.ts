// The Stripe Checkouts a renter starts from the booking page for the deposit and the balance: the
// amounts from the quote the renter was shown, worked out here, never from the browser. Apart from
// rental-booking.ts, so only the row that starts one carries Stripe's SDK.

import { type BookingPart, bookingMessages, owedFor } from '../../../common/rental/rental-booking';
import { HttpError } from '../../runtime/http';
import { CHECKOUT_EXPIRES_MINUTES, type StartedCheckout, startCheckout } from '../payments/checkout';
import { subjectMoney } from '../payments/subject-money';
import { bookingLink } from '../rental/booking-token';
import { bookedQuoteOf, bookingSubject, type RentalItem } from './rental-booking';

/**
 * Opens (or finds again) a Stripe Checkout for what a part of an approved booking still owes. The
 * key names the part, the amount and a half-hour window: a double click finds the same session, a
 * payment made meanwhile changes the amount and so the payment, and a page left open past its
 * session's hour starts a new one.
 */
export async function startBookingCheckout(rental: RentalItem, part: BookingPart, now: number = Date.now()): Promise<StartedCheckout> {
  if (rental.status !== 'approved') throw new HttpError(409, bookingMessages.notBooked);
  const quote = bookedQuoteOf(rental);
  if (!quote) throw new HttpError(409, bookingMessages.noQuote);
  const subject = bookingSubject(rental.id);
  const money = await subjectMoney(subject);
  const owed = owedFor(quote, part, money.netCents);
  if (owed === 0) throw new HttpError(409, bookingMessages.nothingOwed(part));
  const label = part === 'deposit' ? 'Hall hire deposit' : 'Hall hire balance';
  const window = Math.floor(now / ((CHECKOUT_EXPIRES_MINUTES / 2) * 60_000));
  const page = await bookingLink(rental.id);
  return startCheckout(
    {
      subject,
      lines: [{ label: `${label}, booking ${rental.id}`, unitCents: owed, quantity: 1 }],
      description: `${label}, booking ${rental.id}`,
      payerEmail: rental.details.email,
      idempotencyKey: `${part}-${owed}-${window}`,
      successUrl: page,
      cancelUrl: page,
    },
    now,
  );
}
