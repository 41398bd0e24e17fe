// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { INBOX_CSV_PATH, inboxViewSchema } from '../../common/requests/inbox';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'inbox-requests-csv',
  method: 'GET',
  path: INBOX_CSV_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['requests'],
  writes: [],
  query: inboxViewSchema,
} as const satisfies RouteDef;
