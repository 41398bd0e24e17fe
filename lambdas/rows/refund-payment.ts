// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import * as z from 'zod';
import { PAYMENT_REFUNDS_PATH, paymentEntryIdSchema, refundSchema } from '../../common/payments/payments';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'refund-payment',
  method: 'POST',
  path: PAYMENT_REFUNDS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['payments', 'counters'],
  writes: ['payments', 'counters', 'outbox'],
  sendsEmail: true,
  paymentsSecret: true,
  params: z.object({ paymentId: paymentEntryIdSchema }),
  body: refundSchema,
} as const satisfies RouteDef;
