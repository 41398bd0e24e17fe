// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { CANCELLATION_PREVIEW_PATH } from '../../common/rental/booking-money';
import { inboxRequestParamsSchema } from '../../common/requests/inbox';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'preview-rental-cancellation',
  method: 'GET',
  path: CANCELLATION_PREVIEW_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['requests', 'payments'],
  writes: [],
  params: inboxRequestParamsSchema,
} as const satisfies RouteDef;
