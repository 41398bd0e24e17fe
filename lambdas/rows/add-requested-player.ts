// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { inboxRequestParamsSchema } from '../../common/requests/inbox';
import { ADD_REQUESTED_PLAYER_PATH, addRequestedPlayerBodySchema } from '../../common/squad/requested-player';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'add-requested-player',
  method: 'POST',
  path: ADD_REQUESTED_PLAYER_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['requests', 'players', 'teams'],
  writes: ['requests', 'players', 'outbox'],
  sendsEmail: true,
  params: inboxRequestParamsSchema,
  body: addRequestedPlayerBodySchema,
} as const satisfies RouteDef;
