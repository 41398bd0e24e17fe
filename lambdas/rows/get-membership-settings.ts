// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_MEMBERSHIP_SETTINGS_PATH } from '../../common/membership/membership';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-membership-settings',
  method: 'GET',
  path: OFFICER_MEMBERSHIP_SETTINGS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['settings'],
  writes: [],
} as const satisfies RouteDef;
