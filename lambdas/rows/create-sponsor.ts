// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_SPONSORS_PATH } from '../../common/club/sponsors';
import { sponsorFormSchema } from '../../common/club/sponsor-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'create-sponsor',
  method: 'POST',
  path: OFFICER_SPONSORS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['sponsors'],
  writes: ['sponsors'],
  media: ['claim', 'write'],
  body: sponsorFormSchema,
} as const satisfies RouteDef;
