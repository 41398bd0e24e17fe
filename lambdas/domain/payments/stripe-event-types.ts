// The Stripe events the site acts on (stripe-events.ts applies them): the ones to register for its
// webhook endpoint (docs/operations.md) and the ones the reconciliation lists. Apart from the code
// that applies them, so the reconciliation carries no mail client.

import type Stripe from 'stripe';

/** The events the site acts on: the ones to register for its webhook endpoint (docs/operations.md). */
export const STRIPE_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'refund.created',
  'refund.updated',
  'refund.failed',
] as const satisfies readonly Stripe.Event.Type[];
