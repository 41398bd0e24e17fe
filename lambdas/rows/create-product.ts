// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_PRODUCTS_PATH, officerStoreParamsSchema, productFormSchema } from '../../common/store/store-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'create-product',
  method: 'POST',
  path: OFFICER_PRODUCTS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['stores', 'products'],
  writes: ['stores', 'products'],
  media: ['claim', 'write'],
  params: officerStoreParamsSchema,
  body: productFormSchema,
} as const satisfies RouteDef;
