// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { RENTAL_CERTIFICATE_PATH } from '../../common/rental/booking-certificate';
import { inboxRequestParamsSchema } from '../../common/requests/inbox';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-rental-certificate',
  method: 'GET',
  path: RENTAL_CERTIFICATE_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['requests', 'settings'],
  writes: [],
  media: ['read-held'],
  params: inboxRequestParamsSchema,
} as const satisfies RouteDef;
