// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { MY_SELECTION_REPLY_PATH } from '../../common/teams/availability';
import { myReplyBodySchema } from '../../common/teams/availability-requests';
import { gameParamsSchema } from '../../common/fixtures/game-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'reply-my-selection',
  method: 'PUT',
  path: MY_SELECTION_REPLY_PATH,
  access: 'member',
  throttle: 'account',
  reads: ['players', 'games', 'availability', 'settings', 'teams'],
  // games: a withdrawal marks the player on the published selection; outbox: the club's notice of it;
  // rateLimits: the per-user limit of its throttle class (perUserLimits), which the wrapper counts there.
  writes: ['availability', 'games', 'outbox', 'rateLimits'],
  params: gameParamsSchema,
  body: myReplyBodySchema,
  // The withdrawal notice goes to the club's own address, due at once for the send-pending-mail job.
  clubAddress: true,
  writesMail: true,
} as const satisfies RouteDef;
