// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_PLAYERS_PATH } from '../../common/squad/squad-api';
import { playerFormSchema } from '../../common/squad/squad-api-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'create-player',
  method: 'POST',
  path: OFFICER_PLAYERS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['players', 'teams'],
  writes: ['players', 'counters'],
  media: ['claim', 'write'],
  body: playerFormSchema,
} as const satisfies RouteDef;
