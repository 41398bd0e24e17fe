// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import * as z from 'zod';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'player-page',
  method: 'GET',
  // Greedy: `/players/a/b` and `/players/a/` reach the function too, which answers them as a page.
  path: '/players/{slug+}',
  access: 'public',
  throttle: 'read',
  reads: ['players', 'teams'],
  writes: [],
  // Any text: an address that is no player's gets the page and its not-found message, not a 400.
  params: z.object({ slug: z.string() }),
  cacheSeconds: 60,
  // The page as the regeneration rendered it with its content (lambdas/domain/site/).
  site: 'read',
  frame: '/players/:slug',
} as const satisfies RouteDef;
