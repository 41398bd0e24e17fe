// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { DOOR_LIST_PATH } from '../../common/tickets/door';
import { clubNightParamsSchema } from '../../common/tickets/ticket-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-door-list',
  method: 'GET',
  path: DOOR_LIST_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['clubNights', 'tickets'],
  writes: [],
  params: clubNightParamsSchema,
} as const satisfies RouteDef;
