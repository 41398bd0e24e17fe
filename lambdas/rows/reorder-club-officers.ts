// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_CLUB_OFFICERS_ORDER_PATH } from '../../common/club/club-officers';
import { clubOfficerOrderSchema } from '../../common/club/club-officer-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'reorder-club-officers',
  method: 'PUT',
  path: OFFICER_CLUB_OFFICERS_ORDER_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: [],
  writes: ['clubOfficers'],
  body: clubOfficerOrderSchema,
} as const satisfies RouteDef;
