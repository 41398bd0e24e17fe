// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { emptyBodySchema } from '../../common/requests/inbox';
import { VOUCH_OFFICER_PATH, vouchParamsSchema } from '../../common/club/officer-enrolments';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'vouch-officer',
  method: 'POST',
  path: VOUCH_OFFICER_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: [],
  writes: ['officerEnrolments'],
  params: vouchParamsSchema,
  body: emptyBodySchema,
} as const satisfies RouteDef;
