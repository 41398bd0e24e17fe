// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import * as z from 'zod';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'club-night-page',
  method: 'GET',
  // Greedy: `/events/a/b` and `/events/a/` reach the function too, which answers them as a page.
  path: '/events/{nightId+}',
  access: 'public',
  throttle: 'read',
  reads: ['clubNights'],
  writes: [],
  // Any text: an address that is no night's gets the page and its not-found message, not a 400.
  params: z.object({ nightId: z.string() }),
  cacheSeconds: 60,
  // The page as the regeneration rendered it with its content (lambdas/domain/site/).
  site: 'read',
  frame: '/events/:nightId',
} as const satisfies RouteDef;
