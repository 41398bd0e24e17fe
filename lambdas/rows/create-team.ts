// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_TEAMS_PATH } from '../../common/teams/teams';
import { teamFormSchema } from '../../common/teams/team-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'create-team',
  method: 'POST',
  path: OFFICER_TEAMS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['teams'],
  writes: ['teams'],
  body: teamFormSchema,
} as const satisfies RouteDef;
