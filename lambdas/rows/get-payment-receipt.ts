// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import * as z from 'zod';
import { PUBLIC_RECEIPT_PATH, paymentEntryIdSchema, publicReceiptQuerySchema } from '../../common/payments/payments';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-payment-receipt',
  method: 'GET',
  path: PUBLIC_RECEIPT_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['payments'],
  writes: [],
  // The link's token is checked with the payments secret's key.
  paymentsSecret: true,
  params: z.object({ entryId: paymentEntryIdSchema }),
  query: publicReceiptQuerySchema,
  // A numbered receipt never changes; the token is part of the cache key.
  cacheSeconds: 60,
} as const satisfies RouteDef;
