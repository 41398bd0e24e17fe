// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { SEASON_GAMES_PATH } from '../../common/fixtures/fixtures';
import { seasonGamesQuerySchema } from '../../common/fixtures/games-requests';
import type { RouteDef } from '../route-def';

export const row = {
  // Public although under /api/: the old site's fixtures variant B calls this path.
  id: 'list-season-games',
  method: 'GET',
  path: SEASON_GAMES_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['games', 'teams'],
  writes: [],
  query: seasonGamesQuerySchema,
  cacheSeconds: 60,
} as const satisfies RouteDef;
