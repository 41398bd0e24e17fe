// Starting a payment through Stripe Checkout for a subject (a booking's deposit, a membership's
// dues, a ticket order), with lines its own domain computed on the server: nothing the payer's
// browser sends is an amount. The payment is written first, pending, so Stripe's events always find
// it; its id is derived from the caller's idempotency key, so a retry (a double click, a timeout)
// finds the same payment and, through Stripe's own idempotency key, the same Checkout Session.

import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_PAYMENT_CENTS, PAYMENT_CURRENCY, type PaymentSubject } from '../../../common/payments/payments';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { getPayment } from './entry-reads';
import { createPendingEntry } from './pending-entry';
import { type PaymentItem, type PaymentLine, paymentItemSchema, subjectKey } from './payment-item';
import { requireStripe } from './stripe-client';
import { CHECKOUT_EXPIRES_MINUTES } from './checkout-window';

export { CHECKOUT_EXPIRES_MINUTES };

export interface CheckoutRequest {
  readonly subject: PaymentSubject;
  /** Computed by the subject's domain on the server, in cents. */
  readonly lines: readonly PaymentLine[];
  /** What the payment is for, as the receipt says it ("Hall hire deposit, booking B-12"). */
  readonly description: string;
  /** Where the receipt is mailed (the subject's own address, e.g. the renter's). */
  readonly payerEmail?: string;
  readonly payerName?: string;
  /** The caller's key for this attempt: the same key finds the same payment and session. */
  readonly idempotencyKey: string;
  /** Absolute addresses of the site's pages Stripe sends the payer back to. */
  readonly successUrl: string;
  readonly cancelUrl: string;
}

export interface StartedCheckout {
  readonly paymentId: string;
  readonly checkoutUrl: string;
  readonly expiresAt: number;
  readonly amountCents: number;
}

/** The total of server-computed lines; refused when it is nothing or more than a payment may be. */
export function totalOf(lines: readonly PaymentLine[]): number {
  const total = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  if (!Number.isSafeInteger(total) || total < 1 || total > MAX_PAYMENT_CENTS) {
    throw new Error(`A checkout's total must be 1 to ${MAX_PAYMENT_CENTS} cents (got ${total})`);
  }
  return total;
}

/** The payment id a key makes for a subject: the same key and subject always give the same id. */
export function checkoutPaymentId(subject: PaymentSubject, idempotencyKey: string): string {
  const digest = createHash('sha256')
    .update(`checkout\n${subjectKey(subject.kind, subject.id)}\n${idempotencyKey}`)
    .digest('base64url');
  return `pay_${digest.slice(0, 32)}`;
}

/** Opens (or, for a retried key, finds) a Checkout Session for the subject. 409 when Stripe is not set up. */
export async function startCheckout(request: CheckoutRequest, now: number = Date.now()): Promise<StartedCheckout> {
  const { stripe } = await requireStripe();
  const amountCents = totalOf(request.lines);
  const id = checkoutPaymentId(request.subject, request.idempotencyKey);

  const payment: PaymentItem = paymentItemSchema.parse({
    id,
    entry: 'payment',
    subjectKind: request.subject.kind,
    subjectId: request.subject.id,
    subjectKey: subjectKey(request.subject.kind, request.subject.id),
    amountCents,
    currency: PAYMENT_CURRENCY,
    status: 'pending',
    method: 'stripe',
    description: request.description,
    lines: request.lines,
    refundedCents: 0,
    payerEmail: request.payerEmail,
    payerName: request.payerName,
    idempotencyKey: request.idempotencyKey,
    createdAt: now,
    updatedAt: now,
  });
  const created = await createPendingEntry(payment);
  const existing = created ? payment : await getPayment(id);
  if (!existing) throw new Error('A payment vanished between its write and its read');
  if (!created) {
    if (existing.amountCents !== amountCents)
      throw new HttpError(409, 'This payment was started with another amount. Please reload and try again.');
    if (existing.status !== 'pending') throw new HttpError(409, 'This payment is no longer open. Please reload and start again.');
    const open = existing.stripe;
    if (open?.checkoutUrl && open.expiresAt !== undefined) {
      // Stripe would answer the same key with the same (closed) session: a new attempt needs a new key.
      if (open.expiresAt <= now) throw new HttpError(409, 'This payment page has closed. Please reload and start again.');
      return { paymentId: id, checkoutUrl: open.checkoutUrl, expiresAt: open.expiresAt, amountCents };
    }
  }

  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      // Ours, so every event about the session names the payment it settles.
      client_reference_id: id,
      metadata: { paymentId: id, subject: existing.subjectKey },
      payment_intent_data: { metadata: { paymentId: id, subject: existing.subjectKey }, description: existing.description },
      line_items: existing.lines.map((line) => ({
        quantity: line.quantity,
        price_data: { currency: PAYMENT_CURRENCY, unit_amount: line.unitCents, product_data: { name: line.label } },
      })),
      customer_email: existing.payerEmail,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      expires_at: Math.floor(now / 1000) + CHECKOUT_EXPIRES_MINUTES * 60,
    },
    // Stripe keeps a key 24 hours: a retry within them gets this same session.
    { idempotencyKey: `checkout-${id}` },
  );
  if (!session.url) throw new Error('Stripe gave a Checkout Session without an address');
  const expiresAt = session.expires_at * 1000;
  await ddb.send(
    new UpdateCommand({
      TableName: tableName('payments'),
      Key: { id },
      UpdateExpression: 'SET stripe = :stripe, updatedAt = :now',
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':stripe': { sessionId: session.id, checkoutUrl: session.url, expiresAt },
        ':pending': 'pending',
        ':now': now,
      },
    }),
  );
  return { paymentId: id, checkoutUrl: session.url, expiresAt, amountCents };
}
