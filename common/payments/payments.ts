// Money the club takes, shared by the server and the officers' pages: what a payment belongs to
// (its subject: a booking, a membership, a ticket order), the states a payment and a refund go
// through (online through Stripe Checkout and offline, cash or cheque, alike), the officers'
// request bodies and paths, and how cents are written. Amounts are integer cents everywhere;
// the server computes every amount a payer is asked for (lambdas/domain/payments/).
// Imported with extensions: Vite's config loader reads the route table.

import '../zod-setup.ts';
import * as z from 'zod';

// Money in words lives apart, without zod, for the public pages; the server reads it from here as well.
export { centsToDecimal, formatCents } from './money-text.ts';

/** What a payment can belong to. A new kind of subject is a new entry here and a hook (lambdas/payment-subjects.ts). */
export const subjectKinds = ['booking', 'membership', 'ticketOrder'] as const;
export type SubjectKind = (typeof subjectKinds)[number];

/** A subject's id as its own domain writes it: letters, digits, `-` and `_`. */
export const subjectIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'A subject id is letters, digits, "-" or "_".');

export const subjectSchema = z.strictObject({ kind: z.enum(subjectKinds), id: subjectIdSchema });
export type PaymentSubject = z.infer<typeof subjectSchema>;

/**
 * A payment's states. `pending`: a Checkout Session is open; `processing`: the payer finished
 * Checkout with a method that settles later (ACH); then one of the final states. Offline payments
 * are recorded straight as `succeeded`. A state only ever moves forward (paymentStatusRank), so a
 * late or repeated Stripe event never moves a payment back.
 */
export const paymentStatuses = ['pending', 'processing', 'succeeded', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** A refund's states: `pending` while Stripe has not settled it (ACH refunds take days). Offline refunds are `succeeded` at once. */
export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** The order states move in: a change to a lower or equal rank is ignored. */
export const paymentStatusRank: Readonly<Record<PaymentStatus | RefundStatus, number>> = {
  pending: 0,
  processing: 1,
  succeeded: 2,
  failed: 2,
  expired: 2,
};

/** How money moved: through Stripe (card, Apple Pay, Google Pay, ACH: Stripe says which), or handed to an officer. */
export const offlineMethods = ['cash', 'cheque', 'bank-transfer'] as const;
export type OfflineMethod = (typeof offlineMethods)[number];
export const paymentMethods = ['stripe', ...offlineMethods] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Why money went back, for the treasurer's books; `other` needs a note. */
export const refundReasons = [
  'cancelled-by-payer',
  'cancelled-by-club',
  'damage-deposit-returned',
  'overpaid',
  'duplicate',
  'other',
] as const;
export type RefundReason = (typeof refundReasons)[number];

/** The most one payment may be: a season's hall hire with every add-on fits well below it. */
export const MAX_PAYMENT_CENTS = 5_000_000;
/** The club takes US dollars only. */
export const PAYMENT_CURRENCY = 'usd';

export const centsSchema = z.number().int('Amounts are whole cents.').min(1, 'An amount is at least 1 cent.').max(MAX_PAYMENT_CENTS);

/** An entry of the payments table by its id: `pay_…` a payment, `ref_…` a refund. */
export const paymentEntryIdSchema = z
  .string()
  .min(5)
  .max(80)
  .regex(/^(pay|ref)_[A-Za-z0-9_-]+$/, 'Not a payment or refund id.');

export const PAYMENTS_PATH = '/api/officer/payments';
export const PAYMENTS_CSV_PATH = '/api/officer/payments.csv';
export const PAYMENT_REFUNDS_PATH = '/api/officer/payments/{paymentId}/refunds';
export const OFFICER_RECEIPT_PATH = '/api/officer/payments/{entryId}/receipt.pdf';
/** The payer's receipt, opened from the mail or the renter's page with the entry's signed token. */
export const PUBLIC_RECEIPT_PATH = '/public/api/payments/receipts/{entryId}';
/** Where Stripe posts its events (registered in Stripe's dashboard: docs/operations.md). */
export const STRIPE_WEBHOOK_PATH = '/public/api/payments/stripe-webhook';

/** An officer records money handed over in person. The amount is what changed hands, in cents. */
export const offlinePaymentSchema = z.object({
  subject: subjectSchema,
  amountCents: centsSchema,
  method: z.enum(offlineMethods),
  /** What the money was for, as the receipt says it ("Hall hire deposit"). */
  description: z.string().trim().min(1).max(200),
  /** When it was received (epoch ms); not in the future. */
  receivedAt: z.number().int().min(0),
  /** A cheque's number or a transfer's reference. */
  reference: z.string().trim().max(60).optional(),
  /** Where the receipt is mailed; none: the officer hands it over. */
  payerEmail: z.email().max(254).optional(),
  payerName: z.string().trim().max(120).optional(),
});
export type OfflinePaymentInput = z.infer<typeof offlinePaymentSchema>;

/** An officer gives money back: all of what is left of the payment without `amountCents`. */
export const refundSchema = z
  .object({
    amountCents: centsSchema.optional(),
    reason: z.enum(refundReasons),
    note: z.string().trim().max(300).optional(),
    /** A refund of a Stripe payment goes back through Stripe unless the officer paid it back by hand. */
    offline: z.boolean().optional(),
  })
  .refine((refund) => refund.reason !== 'other' || (refund.note ?? '') !== '', { message: 'Say why in the note.', path: ['note'] });
export type RefundInput = z.infer<typeof refundSchema>;

export const subjectQuerySchema = z.object({ kind: z.enum(subjectKinds), id: subjectIdSchema });

/** A club day, `YYYY-MM-DD`. */
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is written YYYY-MM-DD.');

/** The treasurer's export: entries booked on the club days from `from` to `to`, both included. */
export const paymentsCsvQuerySchema = z
  .object({ from: daySchema, to: daySchema })
  .refine(({ from, to }) => from <= to, { message: '`from` is after `to`.', path: ['from'] });

export const publicReceiptQuerySchema = z.object({
  // An HMAC-SHA256 in base64url (lambdas/domain/payments/receipt-token.ts): one spelling, which
  // CloudFront's query filter holds the cached receipt's key to (infra/query-forms.ts).
  token: z
    .string()
    .max(100, 'token must be the token of a receipt link')
    .regex(/^[A-Za-z0-9_-]{43}$/, 'token must be the token of a receipt link'),
});

/** The columns of the payments CSV, in order. */
export const paymentsCsvColumns = [
  'Receipt',
  'Booked (Chicago)',
  'Entry',
  'Kind',
  'Subject',
  'Description',
  'Method',
  'Paid in (USD)',
  'Refunded (USD)',
  'Reference',
  'Stripe id',
] as const;
