// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { BOOKING_CANCEL_PATH } from '../../common/rental/booking-money';
import { bookingParamsSchema, bookingTokenBodySchema } from '../../common/rental/rental-booking';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'cancel-rental-booking',
  // The link's token travels in the body, as on the booking page's other rows.
  method: 'POST',
  path: BOOKING_CANCEL_PATH,
  access: 'public',
  throttle: 'form',
  // The booking, its calendar entries and ledger months go; its payments are refunded under the
  // refund tiers (lambdas/domain/requests/booking-refunds.ts), with their receipt numbers.
  reads: ['requests', 'bookings', 'bookingLedger', 'payments', 'counters'],
  writes: ['rateLimits', 'requests', 'bookings', 'bookingLedger', 'outbox', 'payments', 'counters'],
  sendsEmail: true,
  // The link's token is checked with the payments secret's key, and Stripe's key makes the refunds.
  paymentsSecret: true,
  params: bookingParamsSchema,
  body: bookingTokenBodySchema,
} as const satisfies RouteDef;
