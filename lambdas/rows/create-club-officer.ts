// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_CLUB_OFFICERS_PATH } from '../../common/club/club-officers';
import { clubOfficerFormSchema } from '../../common/club/club-officer-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'create-club-officer',
  method: 'POST',
  path: OFFICER_CLUB_OFFICERS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['clubOfficers'],
  writes: ['clubOfficers'],
  media: ['claim', 'write'],
  body: clubOfficerFormSchema,
} as const satisfies RouteDef;
