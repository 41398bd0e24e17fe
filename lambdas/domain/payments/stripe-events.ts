// Stripe's events, verified and applied. An event is trusted only when its `Stripe-Signature`
// verifies over the exact bytes Stripe sent, with the endpoint's signing secret and within the
// SDK's five-minute tolerance (stripe.webhooks.constructEvent), so a forged, altered or replayed
// old event is refused. Applying is idempotent and order-proof: each event moves an entry forward
// only (entries.ts), so a repeat, a retry or a late event changes nothing, and an event that arrives
// before one it follows (an ACH payment's success before its session's completion) is applied and
// the earlier one then finds nothing to do.

import type Stripe from 'stripe';
import { paymentStatuses, type PaymentStatus, PAYMENT_CURRENCY } from '../../../common/payments/payments';
import { HttpError } from '../../runtime/http';
import { logger } from '../../runtime/logger';
import { PAYMENT_METRICS } from '../../runtime/metric-names';
import { MetricUnit, metrics } from '../../runtime/metrics';
import { createEntry, moveEntry } from './entries';
import { getEntry, getPayment, getRefund, statesBelow } from './entry-reads';
import { refundItemSchema } from './payment-item';
import { refundStatusOf } from './refund-status';
import { applyRefundState, refundedStep } from './refunds';

/** The header Stripe signs each delivery with. */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/** The event, if its signature verifies; a 400 otherwise (Stripe shows the refusal on the endpoint's page). */
export function verifyStripeEvent(stripe: Stripe, rawBody: string, signature: string | undefined, webhookSecret: string): Stripe.Event {
  if (!signature) throw new HttpError(400, 'No Stripe-Signature header.');
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch {
    // The SDK's message says what failed (timestamp, signature); the sender learns only that it was refused.
    logger.warn('stripe event refused: signature did not verify');
    throw new HttpError(400, 'The Stripe signature did not verify.');
  }
}

export type EventOutcome = 'applied' | 'unchanged' | 'ignored' | 'mismatch';

/** What a checkout session's event says of its payment. */
function sessionTarget(event: Stripe.Event, session: Stripe.Checkout.Session): PaymentStatus | undefined {
  switch (event.type) {
    case 'checkout.session.completed':
      return session.payment_status === 'unpaid' ? 'processing' : 'succeeded';
    case 'checkout.session.async_payment_succeeded':
      return 'succeeded';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return undefined;
  }
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

async function applySessionEvent(event: Stripe.Event, session: Stripe.Checkout.Session, now: number): Promise<EventOutcome> {
  const target = sessionTarget(event, session);
  const paymentId = session.client_reference_id ?? session.metadata?.paymentId;
  if (!target || !paymentId) return 'ignored';
  const payment = await getPayment(paymentId);
  // Not ours (another integration on the same account), or a session other than the payment's own.
  if (payment?.method !== 'stripe' || (payment.stripe?.sessionId && payment.stripe.sessionId !== session.id)) return 'ignored';
  if (target === 'succeeded' || target === 'processing') {
    // The amount asked for is the server's; a session that says otherwise is not booked (reconciliation reports it).
    if (session.amount_total !== payment.amountCents || session.currency !== PAYMENT_CURRENCY) {
      logger.error('stripe session amount differs from the payment; not booked', { eventType: event.type });
      metrics.addMetric(PAYMENT_METRICS.mismatch, MetricUnit.Count, 1);
      return 'mismatch';
    }
  }
  const paymentIntentId = idOf(session.payment_intent);
  const stripeFields = { ...payment.stripe, sessionId: session.id, ...(paymentIntentId ? { paymentIntentId } : {}) };
  const outcome = await moveEntry({
    entry: payment,
    to: target,
    from: statesBelow(target, paymentStatuses),
    now,
    set: {
      stripe: stripeFields,
      lastEventAt: event.created * 1000,
      ...(target === 'succeeded' ? { receivedAt: event.created * 1000 } : {}),
    },
  });
  return outcome.moved ? 'applied' : 'unchanged';
}

async function applyRefundEvent(stripe: Stripe, refundObject: Stripe.Refund, now: number): Promise<EventOutcome> {
  const to = refundStatusOf(refundObject.status);
  const ours = refundObject.metadata?.refundId;
  if (ours) {
    const refund = await getRefund(ours);
    if (!refund) return 'ignored';
    return (await applyRefundState(refund, to, refundObject.id, now)).moved ? 'applied' : 'unchanged';
  }
  // A refund made in Stripe's dashboard: found by its payment intent, whose metadata names the payment.
  const paymentIntentId = idOf(refundObject.payment_intent);
  if (!paymentIntentId) return 'ignored';
  const id = `ref_${refundObject.id}`;
  const known = await getRefund(id);
  if (known) return (await applyRefundState(known, to, refundObject.id, now)).moved ? 'applied' : 'unchanged';
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
  const payment = intent.metadata?.paymentId ? await getPayment(intent.metadata.paymentId) : undefined;
  if (!payment) return 'ignored';
  if (to === 'failed') return 'ignored';
  const refund = refundItemSchema.parse({
    id,
    entry: 'refund',
    paymentId: payment.id,
    subjectKind: payment.subjectKind,
    subjectId: payment.subjectId,
    subjectKey: payment.subjectKey,
    amountCents: refundObject.amount,
    currency: PAYMENT_CURRENCY,
    status: to,
    method: 'stripe',
    reason: 'other',
    note: "Refunded in Stripe's dashboard",
    payerEmail: payment.payerEmail,
    payerName: payment.payerName,
    stripe: { refundId: refundObject.id },
    createdAt: now,
    updatedAt: now,
  });
  const { created } = await createEntry(refund, now, [
    refundedStep(payment, payment.refundedCents, payment.refundedCents + refund.amountCents),
  ]);
  if (!created && !(await getEntry(id))) throw new Error('A dashboard refund could not be recorded while its payment changed; try again');
  return created ? 'applied' : 'unchanged';
}

/** Applies one verified event; what it did, for the log line. */
export async function applyStripeEvent(stripe: Stripe, event: Stripe.Event, now: number = Date.now()): Promise<EventOutcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return applySessionEvent(event, event.data.object, now);
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
      return applyRefundEvent(stripe, event.data.object, now);
    default:
      return 'ignored';
  }
}
