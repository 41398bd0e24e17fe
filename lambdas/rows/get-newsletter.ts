// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { newsletterParamsSchema } from '../../common/newsletter/newsletter-edits';
import { PUBLIC_NEWSLETTER_PATH } from '../../common/newsletter/newsletters';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-newsletter',
  method: 'GET',
  path: PUBLIC_NEWSLETTER_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['newsletters'],
  writes: [],
  params: newsletterParamsSchema,
  cacheSeconds: 60,
} as const satisfies RouteDef;
