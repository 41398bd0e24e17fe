// Money an officer took in person (cash, a cheque, a bank transfer): recorded as a payment of the
// subject in the same states as an online one, straight as `succeeded`, with its receipt number and,
// when the officer gives the payer's address, the same receipt mail. The officer's idempotency key
// makes the entry's id, so a retried click records it once.

import { createHash } from 'node:crypto';
import { type OfflinePaymentInput, PAYMENT_CURRENCY } from '../../../common/payments/payments';
import { HttpError } from '../../runtime/http';
import { createEntry } from './entries';
import { getPayment } from './entry-reads';
import { type PaymentItem, paymentItemSchema, subjectKey } from './payment-item';

/** A little slack for an officer's clock running ahead of the server's. */
const FUTURE_SLACK_MS = 10 * 60_000;

export interface OfflinePaymentRequest {
  readonly input: OfflinePaymentInput;
  readonly officer: string;
  readonly idempotencyKey: string;
}

export function offlinePaymentId(key: string): string {
  return `pay_${createHash('sha256').update(`offline\n${key}`).digest('base64url').slice(0, 32)}`;
}

export async function recordOfflinePayment(
  { input, officer, idempotencyKey }: OfflinePaymentRequest,
  now: number = Date.now(),
): Promise<PaymentItem> {
  if (input.receivedAt > now + FUTURE_SLACK_MS) throw new HttpError(400, 'receivedAt: the money cannot have been received in the future.');
  const id = offlinePaymentId(idempotencyKey);
  const payment = paymentItemSchema.parse({
    id,
    entry: 'payment',
    subjectKind: input.subject.kind,
    subjectId: input.subject.id,
    subjectKey: subjectKey(input.subject.kind, input.subject.id),
    amountCents: input.amountCents,
    currency: PAYMENT_CURRENCY,
    status: 'succeeded',
    method: input.method,
    description: input.description,
    lines: [{ label: input.description, unitCents: input.amountCents, quantity: 1 }],
    refundedCents: 0,
    reference: input.reference,
    receivedAt: input.receivedAt,
    payerEmail: input.payerEmail,
    payerName: input.payerName,
    recordedBy: officer,
    createdAt: now,
    updatedAt: now,
  });
  const { created } = await createEntry(payment, now);
  const stored = await getPayment(id);
  if (!stored) throw new Error('An offline payment vanished after its write');
  if (!created && (stored.amountCents !== payment.amountCents || stored.subjectKey !== payment.subjectKey)) {
    throw new HttpError(409, 'This form was already sent with different details. Please reload the page and send it again.');
  }
  return stored;
}
