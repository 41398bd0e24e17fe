// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_MEMBERSHIP_TYPE_PATH } from '../../common/membership/membership';
import { membershipTypeFormSchema, membershipTypeParamsSchema } from '../../common/membership/membership-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'update-membership-type',
  method: 'PUT',
  path: OFFICER_MEMBERSHIP_TYPE_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['membershipTypes'],
  writes: ['membershipTypes'],
  params: membershipTypeParamsSchema,
  body: membershipTypeFormSchema,
} as const satisfies RouteDef;
