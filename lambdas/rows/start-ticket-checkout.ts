// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { clubNightParamsSchema, ticketOrderFormSchema } from '../../common/tickets/ticket-schemas';
import { CLUB_NIGHT_ORDERS_PATH } from '../../common/tickets/tickets';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'start-ticket-checkout',
  method: 'POST',
  path: CLUB_NIGHT_ORDERS_PATH,
  access: 'public',
  throttle: 'form',
  // A hold takes seats for an hour: a script must pay for each, as for the visitor forms.
  proofOfWork: 'check',
  // The night's seats and the order in one transaction; the payment written pending before Checkout opens.
  reads: ['clubNights', 'ticketOrders', 'payments'],
  writes: ['clubNights', 'ticketOrders', 'payments', 'tickets', 'outbox', 'rateLimits', 'formChallenges'],
  // A free order's tickets are mailed at once, through the outbox.
  writesMail: true,
  // Stripe is called with its keys; a free order's ticket tokens are signed with its receipt key.
  paymentsSecret: true,
  // Stripe sends the buyer back to the night's page.
  siteLinks: true,
  params: clubNightParamsSchema,
  body: ticketOrderFormSchema,
} as const satisfies RouteDef;
