// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_ENROLMENTS_PATH } from '../../common/club/officer-enrolments';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-officer-enrolments',
  method: 'GET',
  path: OFFICER_ENROLMENTS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['officerEnrolments'],
  writes: [],
} as const satisfies RouteDef;
