// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { newsletterFormSchema, OFFICER_NEWSLETTERS_PATH } from '../../common/newsletter/newsletter-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'create-newsletter',
  method: 'POST',
  path: OFFICER_NEWSLETTERS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: [],
  writes: ['newsletters'],
  body: newsletterFormSchema,
} as const satisfies RouteDef;
