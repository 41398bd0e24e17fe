// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_PRODUCT_PATH, officerProductParamsSchema, productFormSchema } from '../../common/store/store-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'update-product',
  method: 'PUT',
  path: OFFICER_PRODUCT_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['products'],
  writes: ['products'],
  media: ['claim', 'write'],
  params: officerProductParamsSchema,
  body: productFormSchema,
} as const satisfies RouteDef;
