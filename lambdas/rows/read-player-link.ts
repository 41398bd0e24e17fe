// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { PLAYER_LINK_READ_PATH } from '../../common/availability';
import { playerLinkBodySchema } from '../../common/availability-requests';
import type { RouteDef } from '../route-def';

export const row = {
  // A POST although it records nothing: the token travels in the body, never in an address a log keeps.
  id: 'read-player-link',
  method: 'POST',
  path: PLAYER_LINK_READ_PATH,
  access: 'public',
  throttle: 'form',
  reads: ['games', 'players', 'availability', 'settings', 'teams'],
  writes: ['rateLimits'],
  body: playerLinkBodySchema,
  // Its receiptKey checks the links' signatures (lambdas/domain/availability/player-links.ts).
  paymentsSecret: true,
} as const satisfies RouteDef;
