// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { availabilityQuerySchema } from '../../common/teams/availability-query';
import { RENTAL_AVAILABILITY_PATH } from '../../common/rental/bookings';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-rental-availability',
  method: 'GET',
  path: RENTAL_AVAILABILITY_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['bookings', 'games', 'settings'],
  writes: [],
  query: availabilityQuerySchema,
  cacheSeconds: 60,
} as const satisfies RouteDef;
