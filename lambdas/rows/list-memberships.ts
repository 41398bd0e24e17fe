// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_MEMBERSHIPS_PATH } from '../../common/membership/membership';
import { officerMembershipsQuerySchema } from '../../common/membership/membership-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-memberships',
  method: 'GET',
  path: OFFICER_MEMBERSHIPS_PATH,
  access: 'officer',
  throttle: 'officer',
  // teams: the name of each member's team; membershipTypes: the season's, to start a membership for a member.
  reads: ['memberships', 'teams', 'membershipTypes'],
  writes: [],
  query: officerMembershipsQuerySchema,
} as const satisfies RouteDef;
