// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { STORES_PATH } from '../../common/store/store-requests';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-stores',
  method: 'GET',
  path: STORES_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['stores'],
  writes: [],
  cacheSeconds: 60,
} as const satisfies RouteDef;
