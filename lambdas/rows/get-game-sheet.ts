// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { gameParamsSchema } from '../../common/fixtures/game-edits';
import { OFFICER_GAME_SHEET_PATH } from '../../common/fixtures/match-sheet';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-game-sheet',
  method: 'GET',
  path: OFFICER_GAME_SHEET_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['games'],
  writes: [],
  params: gameParamsSchema,
} as const satisfies RouteDef;
