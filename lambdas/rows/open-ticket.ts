// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { ticketTokenBodySchema } from '../../common/tickets/ticket-schemas';
import { OPEN_TICKET_PATH } from '../../common/tickets/tickets';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'open-ticket',
  // A POST, so the ticket's token travels in a body and no cache, log or Referer keeps it.
  method: 'POST',
  path: OPEN_TICKET_PATH,
  access: 'public',
  throttle: 'form',
  reads: ['tickets', 'clubNights'],
  writes: ['rateLimits'],
  // The ticket's token is checked with the payments secret's receipt key.
  paymentsSecret: true,
  body: ticketTokenBodySchema,
} as const satisfies RouteDef;
