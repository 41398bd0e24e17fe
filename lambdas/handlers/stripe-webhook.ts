// POST /public/api/payments/stripe-webhook: an event from Stripe, refused unless its signature
// verifies over the bytes sent (400), then applied once (lambdas/domain/payments/stripe-events.ts).
// A 2xx tells Stripe to stop sending it; anything else is sent again for up to three days.

import { paymentsSecret } from '../domain/payments/payments-secret';
import { stripeClient } from '../domain/payments/stripe-client';
import { applyStripeEvent, STRIPE_SIGNATURE_HEADER, verifyStripeEvent } from '../domain/payments/stripe-events';
import { defineHandler } from '../runtime/handler';
import { HttpError, headerOf, json } from '../runtime/http';
import { logger } from '../runtime/logger';
import { row } from '../rows/stripe-webhook';

export const handler = defineHandler(row, async ({ rawBody, event }) => {
  const { stripe: keys } = await paymentsSecret();
  if (!keys) throw new HttpError(400, 'Stripe is not set up on this site.');
  const stripe = stripeClient(keys);
  const stripeEvent = verifyStripeEvent(stripe, rawBody, headerOf(event, STRIPE_SIGNATURE_HEADER), keys.webhookSecret);
  const outcome = await applyStripeEvent(stripe, stripeEvent);
  logger.info('stripe event', { eventType: stripeEvent.type, outcome });
  return json(200, { received: true });
});
