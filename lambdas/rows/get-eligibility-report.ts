// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_ELIGIBILITY_PATH } from '../../common/squad/eligibility';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-eligibility-report',
  method: 'GET',
  path: OFFICER_ELIGIBILITY_PATH,
  access: 'officer',
  throttle: 'officer',
  // settings and memberships: whether the club makes its dues a condition to play, and who has paid them.
  reads: ['players', 'seasonDocuments', 'eligibility', 'settings', 'memberships'],
  writes: [],
} as const satisfies RouteDef;
