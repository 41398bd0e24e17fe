// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { PAYMENTS_CSV_PATH, paymentsCsvQuerySchema } from '../../common/payments/payments';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'payments-csv',
  method: 'GET',
  path: PAYMENTS_CSV_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['payments'],
  writes: [],
  query: paymentsCsvQuerySchema,
} as const satisfies RouteDef;
