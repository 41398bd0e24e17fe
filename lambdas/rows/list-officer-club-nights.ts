// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_CLUB_NIGHTS_PATH } from '../../common/tickets/tickets';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-officer-club-nights',
  method: 'GET',
  path: OFFICER_CLUB_NIGHTS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['clubNights'],
  writes: [],
} as const satisfies RouteDef;
