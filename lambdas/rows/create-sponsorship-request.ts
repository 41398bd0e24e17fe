// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { SPONSORSHIP_REQUESTS_PATH } from '../../common/requests/sponsorship';
import { sponsorshipRequestSchema } from '../../common/requests/sponsorship-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'create-sponsorship-request',
  method: 'POST',
  path: SPONSORSHIP_REQUESTS_PATH,
  access: 'public',
  throttle: 'form',
  proofOfWork: 'check',
  reads: ['requests'],
  writes: ['requests', 'outbox', 'rateLimits', 'formChallenges'],
  sendsEmail: true,
  body: sponsorshipRequestSchema,
  // The old site's sponsor form reads { success, error }.
  errorFields: { success: false },
} as const satisfies RouteDef;
