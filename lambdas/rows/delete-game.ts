// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { gameParamsSchema, OFFICER_GAME_PATH } from '../../common/fixtures/game-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'delete-game',
  method: 'DELETE',
  path: OFFICER_GAME_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['games'],
  writes: ['games', 'playerStats'],
  params: gameParamsSchema,
} as const satisfies RouteDef;
