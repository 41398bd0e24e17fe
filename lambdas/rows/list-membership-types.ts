// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_MEMBERSHIP_TYPES_PATH } from '../../common/membership/membership';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-membership-types',
  method: 'GET',
  path: OFFICER_MEMBERSHIP_TYPES_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['membershipTypes'],
  writes: [],
} as const satisfies RouteDef;
