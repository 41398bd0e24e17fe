// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { newsletterArchiveQuerySchema } from '../../common/newsletter/newsletter-edits';
import { PUBLIC_NEWSLETTERS_PATH } from '../../common/newsletter/newsletters';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-newsletters',
  method: 'GET',
  path: PUBLIC_NEWSLETTERS_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['newsletters', 'counters'],
  writes: [],
  query: newsletterArchiveQuerySchema,
  cacheSeconds: 60,
} as const satisfies RouteDef;
