// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { NEWSLETTER_REPORT_PATH, newsletterParamsSchema } from '../../common/newsletter/newsletter-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-newsletter-report',
  method: 'GET',
  path: NEWSLETTER_REPORT_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['newsletters', 'counters'],
  writes: [],
  params: newsletterParamsSchema,
} as const satisfies RouteDef;
