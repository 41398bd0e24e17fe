// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { CONTACT_MESSAGES_PATH, contactMessageSchema } from '../../common/requests/contact-message';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'create-contact-message',
  method: 'POST',
  path: CONTACT_MESSAGES_PATH,
  access: 'public',
  throttle: 'form',
  proofOfWork: 'check',
  reads: ['requests'],
  writes: ['requests', 'outbox', 'rateLimits', 'formChallenges'],
  sendsEmail: true,
  body: contactMessageSchema,
} as const satisfies RouteDef;
