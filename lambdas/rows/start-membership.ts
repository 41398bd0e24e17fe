// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_MEMBERSHIPS_PATH } from '../../common/membership/membership';
import { startMembershipSchema } from '../../common/membership/membership-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'start-membership',
  method: 'POST',
  path: OFFICER_MEMBERSHIPS_PATH,
  access: 'officer',
  throttle: 'officer',
  // teams: the member's team, kept only while the club still has it.
  reads: ['memberships', 'membershipTypes', 'teams'],
  writes: ['memberships'],
  body: startMembershipSchema,
} as const satisfies RouteDef;
