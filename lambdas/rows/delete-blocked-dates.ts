// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { BLOCKED_DATE_PATH, blockedDateParamsSchema } from '../../common/requests/inbox';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'delete-blocked-dates',
  method: 'DELETE',
  path: BLOCKED_DATE_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['bookings', 'bookingLedger'],
  writes: ['bookings', 'bookingLedger'],
  params: blockedDateParamsSchema,
} as const satisfies RouteDef;
