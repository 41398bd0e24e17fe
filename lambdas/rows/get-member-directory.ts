// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { MEMBER_DIRECTORY_PATH } from '../../common/membership/membership';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-member-directory',
  method: 'GET',
  path: MEMBER_DIRECTORY_PATH,
  access: 'member',
  throttle: 'account',
  // teams: the names of the teams members chose to show.
  reads: ['memberships', 'teams'],
  // rateLimits: the per-user limit of its throttle class (perUserLimits), which the wrapper counts there.
  writes: ['rateLimits'],
} as const satisfies RouteDef;
