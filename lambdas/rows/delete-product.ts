// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_PRODUCT_PATH, officerProductParamsSchema } from '../../common/store/store-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'delete-product',
  method: 'DELETE',
  path: OFFICER_PRODUCT_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['products'],
  writes: ['products'],
  media: ['write'],
  params: officerProductParamsSchema,
} as const satisfies RouteDef;
