// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { MEETINGS_LIMIT, MEETINGS_PATH } from '../../common/meetings/meetings';
import { limitQuerySchema } from '../../common/pagination';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-meetings',
  method: 'GET',
  path: MEETINGS_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['meetings'],
  writes: [],
  query: limitQuerySchema(MEETINGS_LIMIT),
  cacheSeconds: 60,
} as const satisfies RouteDef;
