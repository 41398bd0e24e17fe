// The renter's booking page's calls: the booking as its link opens it, a Stripe Checkout for the
// deposit or the balance, the renter's cancel, and the insurance certificate's upload
// (common/rental/booking-certificate.ts). Each sends the link's token in the body (common/rental/rental-booking.ts).

import {
  BOOKING_CERTIFICATE_FORM_PATH,
  BOOKING_CERTIFICATE_PATH,
  type BookingCertificate,
  certificateKind,
  type ReceivedCertificate,
} from '../../../../common/rental/booking-certificate';
import { BOOKING_CANCEL_PATH, type CancellationRecord, type RenterCancelPreview } from '../../../../common/rental/booking-money';
import { fillPath } from '../../../../common/fill-path';
import { BOOKING_CHECKOUT_PATH, BOOKING_VIEW_PATH, type BookingPart, type BookingStep } from '../../../../common/rental/rental-booking';
import type { RentalQuote } from '../../../../common/rental/rental-quote';
import type { UploadForm } from '../../../../common/uploads';
import { newIdempotencyKey, submitForm } from '../../components/forms/submit-form';
import { fileProblem, postUpload } from '../../components/uploads/upload-files';

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
  /** Whether the space asks for an insurance certificate, and the one received. */
  readonly certificate?: BookingCertificate;
}

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

const noAnswer = 'The club could not be reached. Please check your connection and try again.';

async function post<T>(path: string, token: string, fields: Record<string, unknown> = {}): Promise<Outcome<T>> {
  const result = await submitForm(path, { token, ...fields }, newIdempotencyKey());
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

/**
 * The certificate's upload: the file checked against the server's own rule, a presigned form for it,
 * the file posted straight to storage, then the attach step, where the server checks its bytes.
 */
export async function uploadCertificate(ref: string, token: string, file: File): Promise<Outcome<ReceivedCertificate>> {
  const problem = fileProblem(certificateKind, file);
  if (problem) return { ok: false, message: problem };
  const formOutcome = await post<{ upload: UploadForm }>(fillPath(BOOKING_CERTIFICATE_FORM_PATH, { requestId: ref }), token, {
    contentType: file.type,
    bytes: file.size,
  });
  if (!formOutcome.ok) return formOutcome;
  const { upload } = formOutcome.value;
  try {
    await postUpload(upload, file, () => undefined);
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : noAnswer };
  }
  const attached = await post<{ certificate: ReceivedCertificate }>(fillPath(BOOKING_CERTIFICATE_PATH, { requestId: ref }), token, {
    uploadId: upload.uploadId,
    fileName: file.name,
  });
  return attached.ok ? { ok: true, value: attached.value.certificate } : attached;
}
