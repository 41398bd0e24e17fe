// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { gameFormSchema, OFFICER_GAMES_PATH } from '../../common/fixtures/game-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'create-game',
  method: 'POST',
  path: OFFICER_GAMES_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['teams'],
  writes: ['games'],
  body: gameFormSchema,
} as const satisfies RouteDef;
