// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { PLAYER_LINK_PATH } from '../../common/teams/availability';
import { playerLinkBodySchema } from '../../common/teams/availability-requests';
import type { RouteDef } from '../route-def';

export const row = {
  // A POST even to read: the token travels in the body, never in an address a log keeps, and a
  // mail scanner that opens the link's page sends nothing here until a button is pressed.
  id: 'player-link',
  method: 'POST',
  path: PLAYER_LINK_PATH,
  access: 'public',
  throttle: 'form',
  reads: ['games', 'players', 'availability', 'settings', 'teams'],
  // availability: the answer and the reply; players: the mails stopped; games: a withdrawal marks the
  // player on the published selection; outbox: the club's notice of it.
  writes: ['availability', 'players', 'games', 'outbox', 'rateLimits'],
  body: playerLinkBodySchema,
  // The withdrawal notice goes to the club's own address, due at once for the send-pending-mail job.
  clubAddress: true,
  writesMail: true,
  // Its receiptKey checks the links' signatures (lambdas/domain/availability/player-links.ts).
  paymentsSecret: true,
} as const satisfies RouteDef;
