// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { GAMES_PATH } from '../../common/fixtures/fixtures';
import { gamesQuerySchema } from '../../common/fixtures/games-requests';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-games',
  method: 'GET',
  path: GAMES_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['games', 'teams'],
  writes: [],
  query: gamesQuerySchema,
  cacheSeconds: 60,
} as const satisfies RouteDef;
