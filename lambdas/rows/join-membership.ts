// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { MY_MEMBERSHIP_PATH } from '../../common/membership/membership';
import { joinMembershipSchema } from '../../common/membership/membership-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'join-membership',
  method: 'POST',
  path: MY_MEMBERSHIP_PATH,
  access: 'member',
  throttle: 'account',
  // payments: whether any of the season's dues are paid already; teams: the member's team must be one.
  reads: ['memberships', 'membershipTypes', 'payments', 'teams'],
  writes: ['memberships', 'rateLimits'],
  body: joinMembershipSchema,
} as const satisfies RouteDef;
