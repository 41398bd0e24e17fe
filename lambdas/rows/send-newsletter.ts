// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { NEWSLETTER_SEND_PATH, newsletterParamsSchema, newsletterSendSchema } from '../../common/newsletter/newsletter-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'send-newsletter',
  method: 'POST',
  path: NEWSLETTER_SEND_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['newsletters'],
  writes: ['newsletters'],
  params: newsletterParamsSchema,
  body: newsletterSendSchema,
} as const satisfies RouteDef;
