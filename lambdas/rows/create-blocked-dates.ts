// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { BLOCKED_DATES_PATH, blockBodySchema } from '../../common/requests/inbox';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'create-blocked-dates',
  method: 'POST',
  path: BLOCKED_DATES_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['bookings', 'bookingLedger', 'settings'],
  writes: ['bookings', 'bookingLedger'],
  body: blockBodySchema,
} as const satisfies RouteDef;
