// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { PLAYER_PATH } from '../../common/squad/squad-api';
import { playerParamsSchema } from '../../common/squad/squad-api-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-player',
  method: 'GET',
  path: PLAYER_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['players', 'playerStats', 'teams'],
  writes: [],
  params: playerParamsSchema,
  cacheSeconds: 60,
} as const satisfies RouteDef;
