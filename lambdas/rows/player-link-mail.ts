// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { PLAYER_LINK_MAIL_PATH } from '../../common/availability';
import { playerLinkMailBodySchema } from '../../common/availability-requests';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'player-link-mail',
  method: 'POST',
  path: PLAYER_LINK_MAIL_PATH,
  access: 'public',
  throttle: 'form',
  reads: ['games', 'players', 'availability', 'settings', 'teams'],
  writes: ['players', 'rateLimits'],
  body: playerLinkMailBodySchema,
  // Its receiptKey checks the links' signatures (lambdas/domain/availability/player-links.ts).
  paymentsSecret: true,
} as const satisfies RouteDef;
