// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { NEWSLETTER_PREVIEW_PATH, newsletterParamsSchema } from '../../common/newsletter/newsletter-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'preview-newsletter',
  method: 'GET',
  path: NEWSLETTER_PREVIEW_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['newsletters'],
  writes: [],
  params: newsletterParamsSchema,
  // Not to send: the mail's From address and the site's address its links name come with the mail settings.
  sendsEmail: true,
} as const satisfies RouteDef;
