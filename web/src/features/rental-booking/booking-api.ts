// The renter's booking page's calls: the booking as its link opens it, and a Stripe Checkout for
// the deposit or the balance, and the renter's cancel. Each sends the link's token in the body
// (common/rental-booking.ts).

import { BOOKING_CANCEL_PATH, type CancellationRecord, type RenterCancelPreview } from '../../../../common/booking-money';
import { fillPath } from '../../../../common/fill-path';
import { BOOKING_CHECKOUT_PATH, BOOKING_VIEW_PATH, type BookingPart, type BookingStep } from '../../../../common/rental-booking';
import type { RentalQuote } from '../../../../common/rental-quote';
import { newIdempotencyKey, submitForm } from '../../components/forms/submit-form';

export interface BookingEntry {
  readonly kind: 'payment' | 'refund';
  readonly description: string;
  readonly amountCents: number;
  readonly at: number;
  readonly receiptNumber?: number;
  readonly receipt?: string;
}

/** The booking as lambdas/domain/requests/rental-booking.ts answers it. */
export interface BookingAnswer {
  readonly reference: string;
  /** The request's status; the page words where the booking stands from `steps`, not from this. */
  readonly status: string;
  /** What happened and what is due, with dates, oldest first, worded by the server. */
  readonly steps: readonly BookingStep[];
  readonly start: number;
  readonly end: number;
  readonly termsVersion?: number;
  readonly quote?: RentalQuote;
  readonly balanceDueAt?: number;
  readonly holdUntil?: number;
  readonly depositPaidAt?: number;
  readonly money: {
    readonly heldCents: number;
    readonly pendingCents: number;
    readonly depositOwedCents: number;
    readonly balanceOwedCents: number;
  };
  readonly entries: readonly BookingEntry[];
  readonly payOnline: boolean;
  /** The booked dates' iCalendar file, with its own token, while the dates are booked. */
  readonly calendar?: string;
  /** What cancelling now gives back, until the booking begins; and, once cancelled with money held, what it gave back. */
  readonly cancelPreview?: RenterCancelPreview;
  readonly cancellation?: CancellationRecord;
}

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

const noAnswer = 'The club could not be reached. Please check your connection and try again.';

async function post<T>(path: string, token: string): Promise<Outcome<T>> {
  const result = await submitForm(path, { token }, newIdempotencyKey());
  if (result.kind === 'ok') return { ok: true, value: result.body as T };
  if (result.kind === 'network') return { ok: false, message: noAnswer };
  return { ok: false, message: result.error ?? noAnswer };
}

export function fetchBooking(ref: string, token: string): Promise<Outcome<BookingAnswer>> {
  return post(fillPath(BOOKING_VIEW_PATH, { requestId: ref }), token);
}

/** Cancels the booking under the club's refund tiers; answers it as the page shows it. */
export function cancelBooking(ref: string, token: string): Promise<Outcome<BookingAnswer>> {
  return post(fillPath(BOOKING_CANCEL_PATH, { requestId: ref }), token);
}

export function startPayment(ref: string, token: string, part: BookingPart): Promise<Outcome<{ checkoutUrl: string }>> {
  return post(fillPath(BOOKING_CHECKOUT_PATH, { requestId: ref, part }), token);
}
