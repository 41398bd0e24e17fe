// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { DAMAGE_DEPOSIT_RETURN_PATH, damageDepositReturnSchema } from '../../common/rental/booking-money';
import { inboxRequestParamsSchema } from '../../common/requests/inbox';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'return-damage-deposit',
  method: 'POST',
  path: DAMAGE_DEPOSIT_RETURN_PATH,
  access: 'officer',
  throttle: 'officer',
  // The payments and their receipt numbers: the return's refunds (lambdas/domain/requests/booking-refunds.ts).
  reads: ['requests', 'payments', 'counters'],
  writes: ['requests', 'outbox', 'payments', 'counters'],
  sendsEmail: true,
  paymentsSecret: true,
  params: inboxRequestParamsSchema,
  body: damageDepositReturnSchema,
} as const satisfies RouteDef;
