// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { BOOKING_VIEW_PATH, bookingParamsSchema, bookingTokenBodySchema } from '../../common/rental/rental-booking';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-rental-booking',
  // A POST, so the link's token travels in a body and no cache, log or Referer keeps it.
  method: 'POST',
  path: BOOKING_VIEW_PATH,
  access: 'public',
  throttle: 'form',
  // settings: the rental model, whose space says whether an insurance certificate is asked for.
  reads: ['requests', 'payments', 'settings'],
  writes: ['rateLimits'],
  // The link's token, and each receipt's, are checked and signed with the payments secret's key.
  paymentsSecret: true,
  // The receipts' and the calendar file's signed links are absolute, as in the mails.
  siteLinks: true,
  params: bookingParamsSchema,
  body: bookingTokenBodySchema,
} as const satisfies RouteDef;
