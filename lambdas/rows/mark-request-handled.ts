// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { emptyBodySchema, HANDLE_REQUEST_PATH, inboxRequestParamsSchema } from '../../common/requests/inbox';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'mark-request-handled',
  method: 'POST',
  path: HANDLE_REQUEST_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['requests'],
  writes: ['requests'],
  params: inboxRequestParamsSchema,
  body: emptyBodySchema,
} as const satisfies RouteDef;
