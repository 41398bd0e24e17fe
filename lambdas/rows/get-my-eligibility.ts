// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { MY_ELIGIBILITY_PATH } from '../../common/squad/eligibility';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-my-eligibility',
  method: 'GET',
  path: MY_ELIGIBILITY_PATH,
  access: 'member',
  throttle: 'account',
  // settings and memberships: whether the club makes its dues a condition to play, and who has paid them.
  reads: ['players', 'seasonDocuments', 'eligibility', 'settings', 'memberships'],
  // rateLimits: the per-user limit of its throttle class (perUserLimits), which the wrapper counts there.
  writes: ['rateLimits'],
} as const satisfies RouteDef;
