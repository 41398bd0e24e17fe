// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import * as z from 'zod';
import { emptyBodySchema } from '../../common/requests/inbox';
import { ticketOrderIdSchema } from '../../common/tickets/ticket-schemas';
import { OFFICER_TICKET_ORDER_REFUND_PATH } from '../../common/tickets/tickets';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'refund-ticket-order',
  method: 'POST',
  path: OFFICER_TICKET_ORDER_REFUND_PATH,
  access: 'officer',
  throttle: 'officer',
  // The refund through the payments spine (its receipt number and mail), then the order, its tickets and the night's seats.
  reads: ['ticketOrders', 'clubNights', 'payments', 'counters'],
  writes: ['ticketOrders', 'clubNights', 'tickets', 'payments', 'counters', 'outbox'],
  sendsEmail: true,
  // Stripe is called with its keys.
  paymentsSecret: true,
  params: z.object({ orderId: ticketOrderIdSchema }),
  body: emptyBodySchema,
} as const satisfies RouteDef;
