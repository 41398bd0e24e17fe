// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_STORE_PATH, officerStoreParamsSchema } from '../../common/store/store-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'delete-store',
  method: 'DELETE',
  path: OFFICER_STORE_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['stores', 'products'],
  writes: ['stores'],
  params: officerStoreParamsSchema,
} as const satisfies RouteDef;
