// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { AVAILABILITY_SETTINGS_PATH } from '../../common/teams/availability';
import { availabilitySettingsSchema } from '../../common/teams/availability-requests';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'update-availability-settings',
  method: 'PUT',
  path: AVAILABILITY_SETTINGS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: [],
  writes: ['settings'],
  body: availabilitySettingsSchema,
} as const satisfies RouteDef;
