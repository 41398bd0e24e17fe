// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { MY_MEMBERSHIP_CHECKOUT_PATH } from '../../common/membership/membership';
import { membershipSeasonParamsSchema } from '../../common/membership/membership-schemas';
import { emptyBodySchema } from '../../common/requests/inbox';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'start-membership-checkout',
  method: 'POST',
  path: MY_MEMBERSHIP_CHECKOUT_PATH,
  access: 'member',
  throttle: 'account',
  reads: ['memberships', 'payments'],
  writes: ['payments', 'rateLimits'],
  // Stripe is called with its keys.
  paymentsSecret: true,
  // Stripe sends the member back to /account.
  siteLinks: true,
  params: membershipSeasonParamsSchema,
  body: emptyBodySchema,
} as const satisfies RouteDef;
