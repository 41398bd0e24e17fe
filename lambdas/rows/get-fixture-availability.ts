// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_FIXTURE_AVAILABILITY_PATH } from '../../common/teams/availability';
import { gameParamsSchema } from '../../common/fixtures/game-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-fixture-availability',
  method: 'GET',
  path: OFFICER_FIXTURE_AVAILABILITY_PATH,
  access: 'officer',
  throttle: 'officer',
  // memberships: who has paid the season's dues, where the club's dues settings make them a condition to play.
  reads: ['games', 'players', 'availability', 'settings', 'teams', 'seasonDocuments', 'eligibility', 'memberships'],
  writes: [],
  params: gameParamsSchema,
} as const satisfies RouteDef;
