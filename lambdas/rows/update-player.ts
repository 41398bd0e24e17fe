// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_PLAYER_PATH } from '../../common/squad/squad-api';
import { playerFormSchema, playerParamsSchema } from '../../common/squad/squad-api-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'update-player',
  method: 'PUT',
  path: OFFICER_PLAYER_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['players', 'teams'],
  writes: ['players', 'counters'],
  media: ['claim', 'write'],
  params: playerParamsSchema,
  body: playerFormSchema,
} as const satisfies RouteDef;
