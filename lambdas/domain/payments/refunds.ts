// Giving money back, whole or in part, with a reason: through Stripe to the payer's card or account
// (a Stripe payment), or recorded as handed back by an officer (cash, cheque, or a Stripe payment
// paid back by hand). A refund is an entry of its own with its own receipt. Its amount is held on
// the payment (`refundedCents`) in the same transaction as the refund is written, conditioned on the
// value read, so two refunds at once can never give back more than was paid; a refund Stripe
// refuses later gives its amount back to the payment.

import { createHash } from 'node:crypto';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { PAYMENT_CURRENCY, type RefundInput, type RefundStatus, refundStatuses } from '../../../common/payments/payments';
import { tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { errorFields, logger } from '../../runtime/logger';
import { createEntry, moveEntry, type MoveOutcome } from './entries';
import { getPayment, getRefund, statesBelow } from './entry-reads';
import { type PaymentItem, type RefundItem, refundItemSchema } from './payment-item';
import { refundStatusOf } from './refund-status';
import { requireStripe } from './stripe-client';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The step that changes what is held for refunds on a payment, from the value read. */
export function refundedStep(payment: PaymentItem, seen: number, next: number): TransactItem {
  return {
    Update: {
      TableName: tableName('payments'),
      Key: { id: payment.id },
      UpdateExpression: 'SET refundedCents = :next',
      ConditionExpression: 'refundedCents = :seen AND #status = :succeeded',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':next': next, ':seen': seen, ':succeeded': 'succeeded' },
    },
  };
}

/** A refund's id from the officer's idempotency key (a retried click finds the first refund), or Stripe's refund id. */
export function refundIdFor(paymentId: string, key: string): string {
  return `ref_${createHash('sha256').update(`refund\n${paymentId}\n${key}`).digest('base64url').slice(0, 32)}`;
}

export interface RefundRequest {
  readonly paymentId: string;
  readonly input: RefundInput;
  /** The officer's sign-in address. */
  readonly officer: string;
  readonly idempotencyKey: string;
}

/**
 * Refunds a payment: writes the refund (held against the payment), then, for a Stripe refund, asks
 * Stripe and applies its answer. Answers the refund as it stands.
 */
export async function refundPayment(request: RefundRequest, now: number = Date.now()): Promise<RefundItem> {
  const payment = await getPayment(request.paymentId);
  if (!payment) throw new HttpError(404, 'No such payment.');
  const id = refundIdFor(payment.id, request.idempotencyKey);
  const earlier = await getRefund(id);
  if (earlier) return earlier;
  if (payment.status !== 'succeeded') throw new HttpError(409, 'Only a payment that went through can be refunded.');
  const left = payment.amountCents - payment.refundedCents;
  const amountCents = request.input.amountCents ?? left;
  if (left <= 0) throw new HttpError(409, 'This payment has been refunded in full already.');
  if (amountCents > left) throw new HttpError(409, `At most ${left} cents of this payment are left to refund.`);
  const throughStripe = payment.method === 'stripe' && !request.input.offline;
  if (throughStripe && !payment.stripe?.paymentIntentId)
    throw new HttpError(409, 'Stripe has not said which charge this payment was: refund it offline.');
  const { stripe } = throughStripe ? await requireStripe() : { stripe: undefined };

  const refund = refundItemSchema.parse({
    id,
    entry: 'refund',
    paymentId: payment.id,
    subjectKind: payment.subjectKind,
    subjectId: payment.subjectId,
    subjectKey: payment.subjectKey,
    amountCents,
    currency: PAYMENT_CURRENCY,
    status: throughStripe ? 'pending' : 'succeeded',
    method: throughStripe ? 'stripe' : payment.method === 'stripe' ? 'cheque' : payment.method,
    reason: request.input.reason,
    note: request.input.note,
    payerEmail: payment.payerEmail,
    payerName: payment.payerName,
    recordedBy: request.officer,
    createdAt: now,
    updatedAt: now,
  });
  const { created } = await createEntry(refund, now, [refundedStep(payment, payment.refundedCents, payment.refundedCents + amountCents)]);
  if (!created) {
    // Either this key's refund was written meanwhile, or another refund changed what is left.
    const written = await getRefund(id);
    if (written) return written;
    throw new HttpError(409, 'Another refund of this payment was made at the same time. Please reload and try again.');
  }
  if (!stripe) return (await getRefund(id)) ?? refund;

  let stripeRefund: Awaited<ReturnType<typeof stripe.refunds.create>>;
  try {
    stripeRefund = await stripe.refunds.create(
      { payment_intent: payment.stripe?.paymentIntentId, amount: amountCents, metadata: { refundId: id, paymentId: payment.id } },
      { idempotencyKey: `refund-${id}` },
    );
  } catch (error) {
    // Stripe may or may not have made it: the refund stays pending, and Stripe's event (or the
    // officer's retry with the same key, which Stripe answers with the same refund) settles it.
    logger.warn('stripe refund not confirmed; left pending', { error: errorFields(error) });
    throw new HttpError(502, 'Stripe did not confirm the refund. It is recorded as pending; try again in a moment.');
  }
  await applyRefundState(refund, refundStatusOf(stripeRefund.status), stripeRefund.id, now);
  return (await getRefund(id)) ?? refund;
}

/**
 * Moves a refund to what Stripe says of it (from the refund call's answer or a refund event),
 * forward only: a failed refund gives its amount back to the payment in the same transaction.
 */
export async function applyRefundState(
  refund: RefundItem,
  to: RefundStatus,
  stripeRefundId: string | undefined,
  now: number,
): Promise<MoveOutcome> {
  if (to === 'pending') return { moved: false };
  const set = stripeRefundId ? { stripe: { refundId: stripeRefundId } } : {};
  let others: TransactItem[] = [];
  if (to === 'failed') {
    const payment = await getPayment(refund.paymentId);
    if (!payment) throw new Error('A refund names a payment that does not exist');
    others = [refundedStep(payment, payment.refundedCents, Math.max(0, payment.refundedCents - refund.amountCents))];
  }
  const outcome = await moveEntry({ entry: refund, to, from: statesBelow(to, refundStatuses), now, set, with: others });
  if (!outcome.moved && (await getRefund(refund.id))?.status === 'pending') {
    // The payment changed under the move (another refund at the same moment): the caller tries again.
    throw new Error('A refund could not be settled while its payment changed; try again');
  }
  return outcome;
}
