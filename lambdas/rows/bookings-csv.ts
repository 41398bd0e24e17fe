// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { BOOKINGS_CSV_PATH } from '../../common/rental/booking-money';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'bookings-csv',
  method: 'GET',
  path: BOOKINGS_CSV_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['requests', 'payments'],
  writes: [],
} as const satisfies RouteDef;
