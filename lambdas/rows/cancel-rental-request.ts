// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { CANCEL_REQUEST_PATH, emptyBodySchema, inboxRequestParamsSchema } from '../../common/requests/inbox';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'cancel-rental-request',
  method: 'POST',
  path: CANCEL_REQUEST_PATH,
  access: 'officer',
  throttle: 'officer',
  // The payments and their receipt numbers: the cancellation's refunds (lambdas/domain/requests/booking-refunds.ts).
  reads: ['requests', 'bookings', 'bookingLedger', 'payments', 'counters'],
  writes: ['requests', 'bookings', 'bookingLedger', 'outbox', 'payments', 'counters'],
  sendsEmail: true,
  paymentsSecret: true,
  params: inboxRequestParamsSchema,
  body: emptyBodySchema,
} as const satisfies RouteDef;
