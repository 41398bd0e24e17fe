// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { MY_FIXTURE_ANSWER_PATH } from '../../common/teams/availability';
import { myAnswerBodySchema } from '../../common/teams/availability-requests';
import { gameParamsSchema } from '../../common/fixtures/game-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'answer-my-fixture',
  method: 'PUT',
  path: MY_FIXTURE_ANSWER_PATH,
  access: 'member',
  throttle: 'account',
  reads: ['players', 'games', 'availability', 'settings', 'teams'],
  // rateLimits: the per-user limit of its throttle class (perUserLimits), which the wrapper counts there.
  writes: ['availability', 'rateLimits'],
  params: gameParamsSchema,
  body: myAnswerBodySchema,
} as const satisfies RouteDef;
