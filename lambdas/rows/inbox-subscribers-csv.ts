// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { INBOX_SUBSCRIBERS_CSV_PATH, subscriberViewSchema } from '../../common/requests/inbox-subscribers';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'inbox-subscribers-csv',
  method: 'GET',
  path: INBOX_SUBSCRIBERS_CSV_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['subscribers'],
  writes: [],
  query: subscriberViewSchema,
} as const satisfies RouteDef;
