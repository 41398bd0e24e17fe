// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { RENTAL_MODEL_PATH } from '../../common/rental/rental-model';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-rental-model',
  method: 'GET',
  path: RENTAL_MODEL_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['settings'],
  writes: [],
  // An officer's new price, space or terms show on the rental request form and /rental-terms within a minute.
  cacheSeconds: 60,
} as const satisfies RouteDef;
