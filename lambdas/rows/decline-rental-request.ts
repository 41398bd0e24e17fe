// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { DECLINE_REQUEST_PATH, declineBodySchema, inboxRequestParamsSchema } from '../../common/requests/inbox';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'decline-rental-request',
  method: 'POST',
  path: DECLINE_REQUEST_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['requests'],
  writes: ['requests', 'outbox'],
  sendsEmail: true,
  params: inboxRequestParamsSchema,
  body: declineBodySchema,
} as const satisfies RouteDef;
