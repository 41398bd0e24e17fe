// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { BOOKING_CERTIFICATE_FORM_PATH, certificateFormBodySchema } from '../../common/rental/booking-certificate';
import { bookingParamsSchema } from '../../common/rental/rental-booking';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'create-booking-certificate-form',
  method: 'POST',
  path: BOOKING_CERTIFICATE_FORM_PATH,
  access: 'public',
  // A visitor's write, limited per IP like the other forms. No proof of work: the body's first field
  // is the booking link's token, which only the renter the club mailed holds, and a wrong one is a
  // 404 before any form is signed; a script would need a real booking's link to get a single form.
  throttle: 'form',
  // The space's flag is read from the rental model in the settings table.
  reads: ['requests', 'settings'],
  writes: ['rateLimits'],
  media: ['presign'],
  // The link's token is checked with the payments secret's key.
  paymentsSecret: true,
  params: bookingParamsSchema,
  body: certificateFormBodySchema,
} as const satisfies RouteDef;
