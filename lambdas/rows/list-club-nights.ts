// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { CLUB_NIGHTS_PATH } from '../../common/tickets/tickets';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-club-nights',
  method: 'GET',
  path: CLUB_NIGHTS_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['clubNights'],
  writes: [],
  // The seats left move with every order: a short cache keeps the list near them.
  cacheSeconds: 10,
} as const satisfies RouteDef;
