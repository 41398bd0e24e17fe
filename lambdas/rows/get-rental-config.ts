// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { RENTAL_CONFIG_PATH } from '../../common/rental/rental-pricing';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-rental-config',
  method: 'GET',
  path: RENTAL_CONFIG_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['settings'],
  writes: [],
  // An officer's new price shows in the /rental-request estimate within a minute.
  cacheSeconds: 60,
} as const satisfies RouteDef;
