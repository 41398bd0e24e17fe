// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { newsletterParamsSchema, OFFICER_NEWSLETTER_PATH } from '../../common/newsletter/newsletter-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'delete-newsletter',
  method: 'DELETE',
  path: OFFICER_NEWSLETTER_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['newsletters'],
  writes: ['newsletters'],
  params: newsletterParamsSchema,
} as const satisfies RouteDef;
