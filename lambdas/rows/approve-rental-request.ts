// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { APPROVE_REQUEST_PATH, emptyBodySchema, inboxRequestParamsSchema } from '../../common/requests/inbox';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'approve-rental-request',
  method: 'POST',
  path: APPROVE_REQUEST_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['requests', 'bookings', 'bookingLedger', 'settings', 'games'],
  writes: ['requests', 'bookings', 'bookingLedger', 'outbox'],
  sendsEmail: true,
  // The renter's mail links the booking page with a token signed by the payments secret's key.
  paymentsSecret: true,
  params: inboxRequestParamsSchema,
  body: emptyBodySchema,
} as const satisfies RouteDef;
