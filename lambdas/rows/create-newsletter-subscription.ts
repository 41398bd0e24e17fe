// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { NEWSLETTER_SUBSCRIPTIONS_PATH } from '../../common/newsletter/newsletter';
import { newsletterSubscriptionSchema } from '../../common/newsletter/newsletter-requests';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'create-newsletter-subscription',
  method: 'POST',
  path: NEWSLETTER_SUBSCRIPTIONS_PATH,
  access: 'public',
  throttle: 'form',
  proofOfWork: 'check',
  reads: ['subscribers'],
  writes: ['subscribers', 'outbox', 'rateLimits', 'formChallenges'],
  sendsEmail: true,
  body: newsletterSubscriptionSchema,
} as const satisfies RouteDef;
