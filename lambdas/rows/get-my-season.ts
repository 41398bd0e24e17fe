// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { MY_SEASON_PATH } from '../../common/teams/availability';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-my-season',
  method: 'GET',
  path: MY_SEASON_PATH,
  access: 'member',
  throttle: 'account',
  reads: ['players', 'games', 'availability', 'settings', 'teams'],
  // rateLimits: the per-user limit of its throttle class (perUserLimits), which the wrapper counts there.
  writes: ['rateLimits'],
} as const satisfies RouteDef;
