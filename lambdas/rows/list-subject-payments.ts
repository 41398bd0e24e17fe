// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { PAYMENTS_PATH, subjectQuerySchema } from '../../common/payments/payments';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-subject-payments',
  method: 'GET',
  path: PAYMENTS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['payments'],
  writes: [],
  // Says whether Stripe is connected, so the page offers online refunds only then.
  paymentsSecret: true,
  query: subjectQuerySchema,
} as const satisfies RouteDef;
