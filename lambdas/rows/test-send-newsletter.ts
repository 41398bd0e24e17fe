// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { emptyBodySchema } from '../../common/requests/inbox';
import { NEWSLETTER_TEST_SEND_PATH, newsletterParamsSchema } from '../../common/newsletter/newsletter-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'test-send-newsletter',
  method: 'POST',
  path: NEWSLETTER_TEST_SEND_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['newsletters'],
  writes: ['outbox'],
  params: newsletterParamsSchema,
  body: emptyBodySchema,
  sendsEmail: true,
} as const satisfies RouteDef;
