// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_CLUB_OFFICER_PATH } from '../../common/club/club-officers';
import { officerClubOfficerParamsSchema } from '../../common/club/club-officer-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'delete-club-officer',
  method: 'DELETE',
  path: OFFICER_CLUB_OFFICER_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['clubOfficers'],
  writes: ['clubOfficers'],
  media: ['write'],
  params: officerClubOfficerParamsSchema,
} as const satisfies RouteDef;
