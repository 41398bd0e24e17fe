// An entry of the payments table (lambdas/tables.ts): a payment (`pay_…`) or a refund of one
// (`ref_…`), online through Stripe or recorded offline by an officer, in the same states
// (common/payments/payments.ts). Every page and the treasurer read money from here; Stripe's own records are
// compared with it daily (reconcile.ts).

import * as z from 'zod';
import {
  centsSchema,
  PAYMENT_CURRENCY,
  paymentMethods,
  paymentStatuses,
  refundReasons,
  refundStatuses,
  subjectIdSchema,
  subjectKinds,
} from '../../../common/payments/payments';
import { epochMs } from '../../runtime/item-fields';

/** The byBooked index's one partition: every entry that moved money, by when it did. */
export const BOOK_PARTITION = 'book';

/** A Stripe object id (`cs_…`, `pi_…`, `re_…`): letters, digits and `_`. */
const stripeId = z
  .string()
  .min(3)
  .max(255)
  .regex(/^[A-Za-z0-9_]+$/);

const entryFields = {
  id: z.string().min(5).max(80),
  subjectKind: z.enum(subjectKinds),
  subjectId: subjectIdSchema,
  /** `<kind>#<id>`: the bySubject index's partition, so a subject's money is one Query. */
  subjectKey: z.string().min(3).max(120),
  amountCents: centsSchema,
  currency: z.literal(PAYMENT_CURRENCY),
  createdAt: epochMs,
  updatedAt: epochMs,
  /** Set when money moved (succeeded), with `book`: the sparse byBooked index the CSV and reconciliation read. */
  bookedAt: epochMs.optional(),
  book: z.literal(BOOK_PARTITION).optional(),
  /** The receipt's number, given when money moved, without gaps (receipt-numbers.ts). */
  receiptNumber: z.number().int().min(1).optional(),
  /** Where the receipt is mailed; the subject's domain (or the officer) gives it, never Stripe's form. */
  payerEmail: z.email().max(254).optional(),
  payerName: z.string().max(120).optional(),
  /** The officer who recorded it (their sign-in address), for offline entries and every refund. */
  recordedBy: z.string().max(254).optional(),
  /** The time of the Stripe event last applied, to tell a late event from a new one in the logs. */
  lastEventAt: epochMs.optional(),
};

export const paymentLineSchema = z.object({
  label: z.string().min(1).max(200),
  unitCents: z.number().int().min(0).max(5_000_000),
  quantity: z.number().int().min(1).max(1_000),
});
export type PaymentLine = z.infer<typeof paymentLineSchema>;

export const paymentItemSchema = z.object({
  ...entryFields,
  entry: z.literal('payment'),
  status: z.enum(paymentStatuses),
  method: z.enum(paymentMethods),
  /** What the payment is for, as the receipt says it ("Hall hire deposit, booking B-12"). */
  description: z.string().min(1).max(200),
  lines: z.array(paymentLineSchema).min(1).max(50),
  /** Refunds written against it, pending or succeeded; never more than the amount. */
  refundedCents: z.number().int().min(0),
  /** A cheque's number or a transfer's reference (offline). */
  reference: z.string().max(60).optional(),
  /** When the money was received (offline: the officer's date; Stripe: when the event said paid). */
  receivedAt: epochMs.optional(),
  /** The key the caller started the checkout with: the same key finds this payment again. */
  idempotencyKey: z.string().max(200).optional(),
  stripe: z
    .object({
      sessionId: stripeId,
      checkoutUrl: z.url().max(2_000).optional(),
      expiresAt: epochMs.optional(),
      paymentIntentId: stripeId.optional(),
    })
    .optional(),
});
export type PaymentItem = z.infer<typeof paymentItemSchema>;

export const refundItemSchema = z.object({
  ...entryFields,
  entry: z.literal('refund'),
  status: z.enum(refundStatuses),
  /** The payment it gives back (part of). */
  paymentId: z.string().min(5).max(80),
  /** `stripe`: through Stripe to the payer's card or account; otherwise handed back by an officer. */
  method: z.enum(paymentMethods),
  reason: z.enum(refundReasons),
  note: z.string().max(300).optional(),
  stripe: z.object({ refundId: stripeId.optional() }).optional(),
});
export type RefundItem = z.infer<typeof refundItemSchema>;

export const paymentEntrySchema = z.discriminatedUnion('entry', [paymentItemSchema, refundItemSchema]);
export type PaymentEntry = z.infer<typeof paymentEntrySchema>;

/** The bySubject partition of a subject. */
export function subjectKey(kind: string, id: string): string {
  return `${kind}#${id}`;
}
