// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { TEAMS_PATH } from '../../common/teams/teams';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-teams',
  method: 'GET',
  path: TEAMS_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['teams'],
  writes: [],
  cacheSeconds: 60,
} as const satisfies RouteDef;
