// Once a day: Stripe's events and objects against the payments table (lambdas/domain/payments/reconcile.ts).
// Without Stripe connected there is nothing to compare: offline entries are the table's alone.

import { reconcile } from '../domain/payments/reconcile';
import { paymentsSecret } from '../domain/payments/payments-secret';
import { stripeClient } from '../domain/payments/stripe-client';
import { job } from '../jobs';
import { defineJob } from '../runtime/job';

export const handler = defineJob(job('reconcile-payments'), async (now) => {
  const { stripe: keys } = await paymentsSecret(now);
  if (!keys) return { events: 0, entries: 0, differences: 0 };
  const { events, entries, differences } = await reconcile(stripeClient(keys), now);
  return { events, entries, differences: differences.length };
});
