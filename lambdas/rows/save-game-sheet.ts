// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { gameParamsSchema } from '../../common/fixtures/game-edits';
import { matchSheetSchema, OFFICER_GAME_SHEET_PATH } from '../../common/fixtures/match-sheet';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'save-game-sheet',
  method: 'PUT',
  path: OFFICER_GAME_SHEET_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['games', 'players'],
  writes: ['games', 'playerStats'],
  params: gameParamsSchema,
  body: matchSheetSchema,
} as const satisfies RouteDef;
