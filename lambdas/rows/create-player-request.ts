// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { PLAYER_REQUESTS_PATH } from '../../common/squad/player-request';
import { playerRequestSchema } from '../../common/squad/player-request-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'create-player-request',
  method: 'POST',
  path: PLAYER_REQUESTS_PATH,
  access: 'public',
  throttle: 'form',
  proofOfWork: 'check',
  reads: ['requests'],
  writes: ['requests', 'outbox', 'rateLimits', 'formChallenges'],
  sendsEmail: true,
  body: playerRequestSchema,
} as const satisfies RouteDef;
