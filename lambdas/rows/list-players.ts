// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { PLAYERS_PATH } from '../../common/squad/squad-api';
import { squadQuerySchema } from '../../common/squad/squad-api-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-players',
  method: 'GET',
  path: PLAYERS_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['players', 'playerStats', 'teams'],
  writes: [],
  query: squadQuerySchema,
  cacheSeconds: 60,
} as const satisfies RouteDef;
