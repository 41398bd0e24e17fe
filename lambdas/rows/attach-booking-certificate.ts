// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { BOOKING_CERTIFICATE_PATH, certificateAttachBodySchema } from '../../common/rental/booking-certificate';
import { bookingParamsSchema } from '../../common/rental/rental-booking';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'attach-booking-certificate',
  method: 'POST',
  path: BOOKING_CERTIFICATE_PATH,
  access: 'public',
  // Limited per IP like the other forms; no proof of work, as for the upload form: the booking link's
  // token comes first in the body and is the proof, and the upload it names was signed for that booking only.
  throttle: 'form',
  reads: ['requests', 'settings'],
  writes: ['requests', 'rateLimits'],
  // The booking's staged upload is checked and held (never into the media bucket); a replaced one is deleted.
  media: ['claim', 'hold', 'drop-held'],
  paymentsSecret: true,
  params: bookingParamsSchema,
  body: certificateAttachBodySchema,
} as const satisfies RouteDef;
