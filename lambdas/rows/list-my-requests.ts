// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { MY_REQUESTS_PATH } from '../../common/requests/my-requests';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-my-requests',
  method: 'GET',
  path: MY_REQUESTS_PATH,
  access: 'member',
  throttle: 'account',
  // payments: where each rental's booking stands (deposit in, paid in full).
  reads: ['requests', 'subscribers', 'payments'],
  // rateLimits: the per-user limit of its throttle class (perUserLimits), which the wrapper counts there.
  writes: ['rateLimits'],
  // A rental's booking link is signed with the payments secret's key.
  paymentsSecret: true,
} as const satisfies RouteDef;
