// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { INBOX_REQUEST_PATH, inboxRequestParamsSchema } from '../../common/requests/inbox';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-inbox-request',
  method: 'GET',
  path: INBOX_REQUEST_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['requests'],
  writes: [],
  params: inboxRequestParamsSchema,
} as const satisfies RouteDef;
