// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { ADMIT_TICKET_PATH } from '../../common/tickets/door';
import { admitTicketBodySchema } from '../../common/tickets/door-schemas';
import { clubNightParamsSchema } from '../../common/tickets/ticket-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'admit-ticket',
  method: 'POST',
  path: ADMIT_TICKET_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['tickets'],
  writes: ['tickets'],
  // The tickets' signing key is made from the payments secret's receipt key (lambdas/domain/tickets/ticket-token.ts).
  paymentsSecret: true,
  params: clubNightParamsSchema,
  body: admitTicketBodySchema,
} as const satisfies RouteDef;
