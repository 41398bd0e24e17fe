// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import * as z from 'zod';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'newsletter-page',
  method: 'GET',
  // Greedy, as a post's page: `/newsletters/a/b` reaches the function too, which answers it as a page.
  path: '/newsletters/{slug+}',
  access: 'public',
  throttle: 'read',
  reads: ['newsletters'],
  writes: [],
  // Any text: an address that is no sent newsletter's gets the page and its not-found message, not a 400.
  params: z.object({ slug: z.string() }),
  cacheSeconds: 60,
  site: 'read',
  frame: '/newsletters/:slug',
} as const satisfies RouteDef;
