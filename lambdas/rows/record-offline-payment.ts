// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { offlinePaymentSchema, PAYMENTS_PATH } from '../../common/payments/payments';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'record-offline-payment',
  method: 'POST',
  path: PAYMENTS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['payments', 'counters'],
  writes: ['payments', 'counters', 'outbox'],
  sendsEmail: true,
  // The receipt mail's link is signed with the payments secret's key.
  paymentsSecret: true,
  body: offlinePaymentSchema,
} as const satisfies RouteDef;
