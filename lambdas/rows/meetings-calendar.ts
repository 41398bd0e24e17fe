// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { MEETINGS_FEED_PATH } from '../../common/meetings/meetings';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'meetings-calendar',
  method: 'GET',
  path: MEETINGS_FEED_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['meetings'],
  writes: [],
  // Calendar programs poll a subscription every few hours; an hour old is fresh enough.
  cacheSeconds: 3600,
} as const satisfies RouteDef;
