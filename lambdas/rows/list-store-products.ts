// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { STORE_PRODUCTS_PATH, storeProductsParamsSchema } from '../../common/store/store-requests';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-store-products',
  method: 'GET',
  path: STORE_PRODUCTS_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['stores', 'products'],
  writes: [],
  params: storeProductsParamsSchema,
  cacheSeconds: 60,
} as const satisfies RouteDef;
