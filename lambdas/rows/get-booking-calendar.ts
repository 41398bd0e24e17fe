// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { BOOKING_CALENDAR_PATH, bookingCalendarParamsSchema } from '../../common/rental/rental-booking';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-booking-calendar',
  method: 'GET',
  path: BOOKING_CALENDAR_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['requests'],
  writes: [],
  // The link's token is checked with the payments secret's key.
  paymentsSecret: true,
  params: bookingCalendarParamsSchema,
  // A cancellation should leave a download soon; the token is part of the cache key.
  cacheSeconds: 60,
} as const satisfies RouteDef;
