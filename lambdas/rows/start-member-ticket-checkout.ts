// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { clubNightParamsSchema, ticketOrderFormSchema } from '../../common/tickets/ticket-schemas';
import { MEMBER_CLUB_NIGHT_ORDERS_PATH } from '../../common/tickets/tickets';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'start-member-ticket-checkout',
  method: 'POST',
  path: MEMBER_CLUB_NIGHT_ORDERS_PATH,
  access: 'member',
  throttle: 'account',
  // memberships: whether the member's membership is current, for the members' price.
  reads: ['clubNights', 'ticketOrders', 'payments', 'memberships'],
  // rateLimits: the per-user limit of its throttle class (perUserLimits), which the wrapper counts there.
  writes: ['clubNights', 'ticketOrders', 'payments', 'tickets', 'outbox', 'rateLimits'],
  writesMail: true,
  paymentsSecret: true,
  siteLinks: true,
  params: clubNightParamsSchema,
  body: ticketOrderFormSchema,
} as const satisfies RouteDef;
