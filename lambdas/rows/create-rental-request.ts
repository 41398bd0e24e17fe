// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { RENTAL_REQUESTS_PATH, rentalRequestSchema } from '../../common/rental/rental-request';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'create-rental-request',
  method: 'POST',
  path: RENTAL_REQUESTS_PATH,
  access: 'public',
  throttle: 'form',
  proofOfWork: 'check',
  reads: ['settings', 'bookings', 'games', 'requests'],
  writes: ['requests', 'outbox', 'rateLimits', 'formChallenges'],
  sendsEmail: true,
  body: rentalRequestSchema,
} as const satisfies RouteDef;
