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
  reads: ['games', 'players', 'availability', 'settings', 'teams', 'seasonDocuments', 'eligibility'],
  writes: [],
  params: gameParamsSchema,
} as const satisfies RouteDef;
