// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-my-account',
  method: 'GET',
  path: '/api/me',
  access: 'member',
  throttle: 'account',
  reads: [],
  writes: [],
} as const satisfies RouteDef;
