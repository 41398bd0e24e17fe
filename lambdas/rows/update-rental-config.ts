// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { RENTAL_CONFIG_UPDATE_PATH, rentalConfigUpdateSchema } from '../../common/rental/rental-pricing';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'update-rental-config',
  method: 'PUT',
  path: RENTAL_CONFIG_UPDATE_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['settings'],
  writes: ['settings'],
  body: rentalConfigUpdateSchema,
} as const satisfies RouteDef;
