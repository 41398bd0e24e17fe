// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { BOOKING_MONEY_PATH } from '../../common/rental/booking-money';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-booking-money',
  method: 'GET',
  path: BOOKING_MONEY_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['requests', 'payments'],
  writes: [],
} as const satisfies RouteDef;
