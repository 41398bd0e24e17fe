// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import * as z from 'zod';
import { OFFICER_RECEIPT_PATH, paymentEntryIdSchema } from '../../common/payments/payments';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-officer-receipt',
  method: 'GET',
  path: OFFICER_RECEIPT_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['payments'],
  writes: [],
  params: z.object({ entryId: paymentEntryIdSchema }),
} as const satisfies RouteDef;
