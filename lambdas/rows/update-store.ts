// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_STORE_PATH, officerStoreParamsSchema, storeFormSchema } from '../../common/store/store-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'update-store',
  method: 'PUT',
  path: OFFICER_STORE_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: [],
  writes: ['stores'],
  params: officerStoreParamsSchema,
  body: storeFormSchema,
} as const satisfies RouteDef;
