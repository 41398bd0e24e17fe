// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { MY_REGISTRATION_PATH } from '../../common/squad/eligibility';
import { registrationBodySchema } from '../../common/squad/eligibility-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'update-my-registration',
  method: 'PUT',
  path: MY_REGISTRATION_PATH,
  access: 'member',
  throttle: 'account',
  // seasonDocuments, eligibility: the answer is the member's eligibility after the change.
  // settings and memberships: whether the club makes its dues a condition to play, and who has paid them.
  reads: ['players', 'seasonDocuments', 'eligibility', 'settings', 'memberships'],
  // rateLimits: the per-user limit of its throttle class (perUserLimits), which the wrapper counts there.
  writes: ['eligibility', 'rateLimits'],
  body: registrationBodySchema,
} as const satisfies RouteDef;
