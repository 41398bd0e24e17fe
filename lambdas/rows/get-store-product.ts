// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { STORE_PRODUCT_PATH, storeProductParamsSchema } from '../../common/store/store-requests';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-store-product',
  method: 'GET',
  path: STORE_PRODUCT_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['products'],
  writes: [],
  params: storeProductParamsSchema,
  cacheSeconds: 60,
} as const satisfies RouteDef;
