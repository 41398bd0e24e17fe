// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { NEWSLETTER_UNSUBSCRIBE_PATH } from '../../common/newsletter/newsletter';
import { newsletterTokenBodySchema } from '../../common/newsletter/newsletter-requests';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'delete-newsletter-subscription',
  method: 'POST',
  path: NEWSLETTER_UNSUBSCRIBE_PATH,
  access: 'public',
  throttle: 'form',
  reads: ['subscribers'],
  writes: ['subscribers', 'rateLimits'],
  body: newsletterTokenBodySchema,
} as const satisfies RouteDef;
