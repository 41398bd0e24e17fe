// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { RENTAL_TERMS_PATH } from '../../common/rental-terms';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-rental-terms',
  method: 'GET',
  path: RENTAL_TERMS_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['settings'],
  writes: [],
  // New terms show on /rental-terms, and the form asks for them, within a minute of publishing.
  cacheSeconds: 60,
} as const satisfies RouteDef;
