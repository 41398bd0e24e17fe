// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { clubNightParamsSchema } from '../../common/tickets/ticket-schemas';
import { OFFICER_NIGHT_ORDERS_PATH } from '../../common/tickets/tickets';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-ticket-orders',
  method: 'GET',
  path: OFFICER_NIGHT_ORDERS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['ticketOrders'],
  writes: [],
  params: clubNightParamsSchema,
} as const satisfies RouteDef;
