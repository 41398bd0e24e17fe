// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_SPONSOR_PATH } from '../../common/club/sponsors';
import { officerSponsorParamsSchema } from '../../common/club/sponsor-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'delete-sponsor',
  method: 'DELETE',
  path: OFFICER_SPONSOR_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['sponsors'],
  writes: ['sponsors'],
  media: ['write'],
  params: officerSponsorParamsSchema,
} as const satisfies RouteDef;
