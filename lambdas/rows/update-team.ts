// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_TEAM_PATH } from '../../common/teams/teams';
import { teamFormSchema, teamParamsSchema } from '../../common/teams/team-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'update-team',
  method: 'PUT',
  path: OFFICER_TEAM_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['teams'],
  writes: ['teams'],
  params: teamParamsSchema,
  body: teamFormSchema,
} as const satisfies RouteDef;
