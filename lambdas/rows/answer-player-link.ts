// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { PLAYER_LINK_ANSWER_PATH } from '../../common/availability';
import { playerLinkAnswerBodySchema } from '../../common/availability-requests';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'answer-player-link',
  method: 'POST',
  path: PLAYER_LINK_ANSWER_PATH,
  access: 'public',
  throttle: 'form',
  reads: ['games', 'players', 'availability', 'settings', 'teams'],
  writes: ['availability', 'rateLimits'],
  body: playerLinkAnswerBodySchema,
  // Its receiptKey checks the links' signatures (lambdas/domain/availability/player-links.ts).
  paymentsSecret: true,
} as const satisfies RouteDef;
