// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { AVAILABILITY_SETTINGS_PATH } from '../../common/availability';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-availability-settings',
  method: 'GET',
  path: AVAILABILITY_SETTINGS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['settings'],
  writes: [],
} as const satisfies RouteDef;
