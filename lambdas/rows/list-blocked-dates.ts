// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { BLOCKED_DATES_PATH } from '../../common/requests/inbox';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-blocked-dates',
  method: 'GET',
  path: BLOCKED_DATES_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['bookings'],
  writes: [],
} as const satisfies RouteDef;
