// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { FIXTURES_FEED_PATH } from '../../common/fixtures/fixtures';
import { fixturesFeedQuerySchema } from '../../common/fixtures/games-requests';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'fixtures-calendar',
  method: 'GET',
  path: FIXTURES_FEED_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['games', 'teams'],
  writes: [],
  query: fixturesFeedQuerySchema,
  // Calendar programs poll a subscription every few hours; an hour old is fresh enough.
  cacheSeconds: 3600,
} as const satisfies RouteDef;
