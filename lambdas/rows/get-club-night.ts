// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { clubNightParamsSchema } from '../../common/tickets/ticket-schemas';
import { CLUB_NIGHT_PATH } from '../../common/tickets/tickets';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-club-night',
  method: 'GET',
  path: CLUB_NIGHT_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['clubNights'],
  writes: [],
  params: clubNightParamsSchema,
  // The night's page asks again once it is on screen, for the seats left now.
  cacheSeconds: 10,
} as const satisfies RouteDef;
