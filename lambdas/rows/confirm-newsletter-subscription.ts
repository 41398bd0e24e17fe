// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { NEWSLETTER_CONFIRM_PATH } from '../../common/newsletter/newsletter';
import { newsletterConfirmBodySchema } from '../../common/newsletter/newsletter-requests';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'confirm-newsletter-subscription',
  method: 'POST',
  path: NEWSLETTER_CONFIRM_PATH,
  access: 'public',
  throttle: 'form',
  // The teams, to refuse a followed team the club does not have.
  reads: ['subscribers', 'teams'],
  writes: ['subscribers', 'rateLimits'],
  body: newsletterConfirmBodySchema,
} as const satisfies RouteDef;
