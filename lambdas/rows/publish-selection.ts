// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_SELECTION_PATH } from '../../common/teams/availability';
import { selectionBodySchema } from '../../common/teams/availability-requests';
import { gameParamsSchema } from '../../common/fixtures/game-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'publish-selection',
  method: 'PUT',
  path: OFFICER_SELECTION_PATH,
  access: 'officer',
  throttle: 'officer',
  // memberships: who has paid the season's dues, where the club's dues settings make them a condition to play.
  reads: ['games', 'players', 'availability', 'settings', 'teams', 'seasonDocuments', 'eligibility', 'memberships'],
  // outbox: each newly selected player's mail, due at once for the send-pending-mail job.
  writes: ['games', 'availability', 'outbox'],
  params: gameParamsSchema,
  body: selectionBodySchema,
  writesMail: true,
  // Its receiptKey signs the players' links (lambdas/domain/availability/player-links.ts).
  paymentsSecret: true,
} as const satisfies RouteDef;
