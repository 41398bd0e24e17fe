// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { MY_MEMBERSHIP_PATH } from '../../common/membership/membership';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-my-membership',
  method: 'GET',
  path: MY_MEMBERSHIP_PATH,
  access: 'member',
  throttle: 'account',
  reads: ['memberships', 'membershipTypes', 'payments'],
  // rateLimits: the per-user limit of its throttle class (perUserLimits), which the wrapper counts there.
  writes: ['rateLimits'],
  // The receipts' links are signed with the payments secret's key; whether Stripe is connected is read there too.
  paymentsSecret: true,
  siteLinks: true,
} as const satisfies RouteDef;
