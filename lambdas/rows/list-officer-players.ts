// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_PLAYERS_PATH } from '../../common/squad/squad-api';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-officer-players',
  method: 'GET',
  path: OFFICER_PLAYERS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['players', 'teams'],
  writes: [],
} as const satisfies RouteDef;
