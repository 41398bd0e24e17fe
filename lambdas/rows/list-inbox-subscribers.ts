// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { INBOX_SUBSCRIBERS_PATH, subscriberQuerySchema } from '../../common/requests/inbox-subscribers';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-inbox-subscribers',
  method: 'GET',
  path: INBOX_SUBSCRIBERS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['subscribers'],
  writes: [],
  query: subscriberQuerySchema,
} as const satisfies RouteDef;
