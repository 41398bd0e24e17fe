// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { STRIPE_WEBHOOK_PATH } from '../../common/payments/payments';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'stripe-webhook',
  method: 'POST',
  path: STRIPE_WEBHOOK_PATH,
  access: 'public',
  throttle: 'webhook',
  // The signature covers the bytes Stripe sent: the handler checks it before it parses them.
  rawBody: true,
  // counters: a payment that went through takes the next receipt number.
  reads: ['payments', 'counters'],
  writes: ['payments', 'counters', 'outbox'],
  sendsEmail: true,
  paymentsSecret: true,
} as const satisfies RouteDef;
