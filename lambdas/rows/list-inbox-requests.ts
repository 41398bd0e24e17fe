// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { INBOX_REQUESTS_PATH, inboxQuerySchema } from '../../common/requests/inbox';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-inbox-requests',
  method: 'GET',
  path: INBOX_REQUESTS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['requests'],
  writes: [],
  query: inboxQuerySchema,
} as const satisfies RouteDef;
