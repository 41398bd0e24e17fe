// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import * as z from 'zod';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'product-page',
  method: 'GET',
  // Greedy: every address under /product/ reaches the function, which answers one that names no
  // product (`/product/x`, `/product/a/b/c`) with the page and its not-found message.
  path: '/product/{address+}',
  access: 'public',
  throttle: 'read',
  reads: ['products'],
  writes: [],
  params: z.object({ address: z.string() }),
  cacheSeconds: 60,
  // The page as the regeneration rendered it with its content (lambdas/domain/site/).
  site: 'read',
  frame: '/product/:storeId/:productId',
} as const satisfies RouteDef;
