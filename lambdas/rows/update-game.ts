// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { gameFormSchema, gameParamsSchema, OFFICER_GAME_PATH } from '../../common/fixtures/game-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'update-game',
  method: 'PUT',
  path: OFFICER_GAME_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['games', 'teams'],
  writes: ['games', 'playerStats'],
  params: gameParamsSchema,
  body: gameFormSchema,
} as const satisfies RouteDef;
