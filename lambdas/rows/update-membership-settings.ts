// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_MEMBERSHIP_SETTINGS_PATH } from '../../common/membership/membership';
import { membershipSettingsSchema } from '../../common/membership/membership-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'update-membership-settings',
  method: 'PUT',
  path: OFFICER_MEMBERSHIP_SETTINGS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: [],
  writes: ['settings'],
  body: membershipSettingsSchema,
} as const satisfies RouteDef;
