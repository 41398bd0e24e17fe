// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { BOOKING_CHECKOUT_PATH, bookingCheckoutParamsSchema, bookingTokenBodySchema } from '../../common/rental/rental-booking';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'start-booking-checkout',
  method: 'POST',
  path: BOOKING_CHECKOUT_PATH,
  access: 'public',
  throttle: 'form',
  reads: ['requests', 'payments'],
  writes: ['payments', 'rateLimits'],
  // The link's token is checked with the payments secret's key, and Stripe is called with its keys.
  paymentsSecret: true,
  // Stripe sends the renter back to the booking page's address.
  siteLinks: true,
  params: bookingCheckoutParamsSchema,
  body: bookingTokenBodySchema,
} as const satisfies RouteDef;
