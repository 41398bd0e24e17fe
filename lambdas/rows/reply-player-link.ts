// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { PLAYER_LINK_REPLY_PATH } from '../../common/availability';
import { playerLinkReplyBodySchema } from '../../common/availability-requests';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'reply-player-link',
  method: 'POST',
  path: PLAYER_LINK_REPLY_PATH,
  access: 'public',
  throttle: 'form',
  reads: ['games', 'players', 'availability', 'settings', 'teams'],
  // games: a withdrawal marks the player on the published selection; outbox: the club's notice of it.
  writes: ['availability', 'games', 'outbox', 'rateLimits'],
  body: playerLinkReplyBodySchema,
  // The withdrawal notice goes to the club's own address, due at once for the send-pending-mail job.
  clubAddress: true,
  writesMail: true,
  // Its receiptKey checks the links' signatures (lambdas/domain/availability/player-links.ts).
  paymentsSecret: true,
} as const satisfies RouteDef;
