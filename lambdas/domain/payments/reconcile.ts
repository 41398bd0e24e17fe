// The daily comparison of what Stripe says with what the payments table says, both ways, over the
// last RECONCILE_DAYS (leaving out the last SETTLE_MINUTES, whose events may still be on their way):
// - every event the site acts on (stripe-events.ts) has had its effect: the entry it names exists,
//   is at least as far on as the event says, and has the amount Stripe took or gave back;
// - every Stripe entry the table booked in that time is, at Stripe, paid (or refunded) with the
//   same amount.
// Each difference is logged by ids only, and counted in one metric, PaymentReconciliationDifferences,
// published only when there is one; its alarm (infra/constructs/alarms.ts) sends an officer to the
// runbook in docs/operations.md. Nothing is corrected here: a person looks first.

import type Stripe from 'stripe';
import { paymentStatusRank, type PaymentStatus, type RefundStatus } from '../../../common/payments/payments';
import { logger } from '../../runtime/logger';
import { PAYMENT_METRICS } from '../../runtime/metric-names';
import { MetricUnit, metrics } from '../../runtime/metrics';
import { getEntry } from './entry-reads';
import type { PaymentEntry } from './payment-item';
import { bookedBetween } from './payments-csv';
import { refundStatusOf } from './refund-status';
import { STRIPE_EVENT_TYPES } from './stripe-event-types';

/** How far back each run looks: Stripe keeps events 30 days; three days cover a missed run or two. */
export const RECONCILE_DAYS = 3;
/** Events and entries younger than this are left to the next run: a webhook may still be on its way. */
export const SETTLE_MINUTES = 30;

export interface Difference {
  /** What disagrees: `missing` (Stripe has it, the table not), `behind` (the table has not caught up), `amount`, `stripe` (the table has it, Stripe not, or not so). */
  readonly kind: 'missing' | 'behind' | 'amount' | 'stripe';
  readonly stripeId: string;
  readonly entryId?: string;
}

export interface Reconciliation {
  readonly events: number;
  readonly entries: number;
  readonly differences: readonly Difference[];
}

type Target = { readonly entryId: string; readonly status: PaymentStatus | RefundStatus; readonly amountCents: number | null };

/** What an event says its entry should show, or undefined for an event about something not ours. */
function eventTarget(event: Stripe.Event): Target | undefined {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      // Only sessions the site opened carry its payment id (another integration's are not ours to check).
      const entryId = session.metadata?.paymentId;
      if (!entryId) return undefined;
      const status: PaymentStatus =
        event.type === 'checkout.session.completed'
          ? session.payment_status === 'unpaid'
            ? 'processing'
            : 'succeeded'
          : event.type === 'checkout.session.async_payment_succeeded'
            ? 'succeeded'
            : event.type === 'checkout.session.async_payment_failed'
              ? 'failed'
              : 'expired';
      return { entryId, status, amountCents: session.amount_total };
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      // The site's own refunds; one made in Stripe's dashboard is checked from the table's side once recorded.
      const refund = event.data.object;
      const entryId = refund.metadata?.refundId;
      if (!entryId) return undefined;
      return { entryId, status: refundStatusOf(refund.status), amountCents: refund.amount };
    }
    default:
      return undefined;
  }
}

function compareWithEvent(event: Stripe.Event, target: Target, entry: PaymentEntry | undefined): Difference | undefined {
  const stripeId = (event.data.object as { id?: string }).id ?? event.id;
  if (!entry) {
    // A session that expired unpaid or a refund still pending moved no money: nothing for the books to hold.
    return target.status === 'expired' || target.status === 'pending' || target.status === 'failed'
      ? undefined
      : { kind: 'missing', stripeId, entryId: target.entryId };
  }
  if (paymentStatusRank[entry.status] < paymentStatusRank[target.status]) return { kind: 'behind', stripeId, entryId: entry.id };
  const movedMoney = target.status === 'succeeded' || target.status === 'processing';
  if (movedMoney && target.amountCents !== entry.amountCents) return { kind: 'amount', stripeId, entryId: entry.id };
  return undefined;
}

async function compareWithStripe(stripe: Stripe, entry: PaymentEntry): Promise<Difference | undefined> {
  if (entry.method !== 'stripe') return undefined;
  if (entry.entry === 'payment') {
    const sessionId = entry.stripe?.sessionId;
    if (!sessionId) return { kind: 'stripe', stripeId: '-', entryId: entry.id };
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
    if (!paid) return { kind: 'stripe', stripeId: sessionId, entryId: entry.id };
    if (session.amount_total !== entry.amountCents) return { kind: 'amount', stripeId: sessionId, entryId: entry.id };
    return undefined;
  }
  const refundId = entry.stripe?.refundId;
  if (!refundId) return { kind: 'stripe', stripeId: '-', entryId: entry.id };
  const refund = await stripe.refunds.retrieve(refundId);
  if (refund.status !== 'succeeded') return { kind: 'stripe', stripeId: refundId, entryId: entry.id };
  if (refund.amount !== entry.amountCents) return { kind: 'amount', stripeId: refundId, entryId: entry.id };
  return undefined;
}

/** One run: compares both ways and publishes the count of differences when there is any. */
export async function reconcile(stripe: Stripe, now: number): Promise<Reconciliation> {
  const from = now - RECONCILE_DAYS * 86_400_000;
  const until = now - SETTLE_MINUTES * 60_000;
  const differences: Difference[] = [];

  let events = 0;
  const listed = stripe.events.list({
    created: { gte: Math.floor(from / 1000), lte: Math.floor(until / 1000) },
    types: [...STRIPE_EVENT_TYPES],
    limit: 100,
  });
  for await (const event of listed) {
    const target = eventTarget(event);
    if (!target) continue;
    events++;
    const difference = compareWithEvent(event, target, await getEntry(target.entryId));
    if (difference) differences.push(difference);
  }

  const booked = await bookedBetween(from, until);
  for (const entry of booked) {
    const difference = await compareWithStripe(stripe, entry);
    if (difference) differences.push(difference);
  }

  // One difference is often seen from both sides: count each entry or Stripe object once.
  const unique = [...new Map(differences.map((difference) => [`${difference.entryId ?? ''}|${difference.stripeId}`, difference])).values()];
  for (const difference of unique) logger.warn('payments differ from Stripe', { ...difference });
  if (unique.length > 0) metrics.addMetric(PAYMENT_METRICS.reconciliationDifferences, MetricUnit.Count, unique.length);
  return { events, entries: booked.length, differences: unique };
}
