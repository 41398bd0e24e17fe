// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_SPONSORS_ORDER_PATH } from '../../common/club/sponsors';
import { sponsorOrderSchema } from '../../common/club/sponsor-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'reorder-sponsors',
  method: 'PUT',
  path: OFFICER_SPONSORS_ORDER_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: [],
  writes: ['sponsors'],
  body: sponsorOrderSchema,
} as const satisfies RouteDef;
