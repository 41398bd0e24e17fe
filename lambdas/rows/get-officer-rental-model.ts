// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_RENTAL_MODEL_PATH } from '../../common/rental/rental-model';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-officer-rental-model',
  method: 'GET',
  path: OFFICER_RENTAL_MODEL_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['settings'],
  writes: [],
} as const satisfies RouteDef;
