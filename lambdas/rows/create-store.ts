// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_STORES_PATH, storeFormSchema } from '../../common/store/store-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'create-store',
  method: 'POST',
  path: OFFICER_STORES_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['stores'],
  writes: ['stores'],
  body: storeFormSchema,
} as const satisfies RouteDef;
