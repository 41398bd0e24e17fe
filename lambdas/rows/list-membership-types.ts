// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { MEMBERSHIP_TYPES_PATH } from '../../common/membership/membership';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-membership-types',
  method: 'GET',
  path: MEMBERSHIP_TYPES_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['membershipTypes'],
  writes: [],
  cacheSeconds: 60,
} as const satisfies RouteDef;
