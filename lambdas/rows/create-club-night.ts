// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { clubNightFormSchema } from '../../common/tickets/ticket-schemas';
import { OFFICER_CLUB_NIGHTS_PATH } from '../../common/tickets/tickets';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'create-club-night',
  method: 'POST',
  path: OFFICER_CLUB_NIGHTS_PATH,
  access: 'officer',
  throttle: 'officer',
  // The hall is taken through the booking ledger, checked against the rental model's spaces.
  reads: ['clubNights', 'bookings', 'bookingLedger', 'settings'],
  writes: ['clubNights', 'bookings', 'bookingLedger'],
  body: clubNightFormSchema,
} as const satisfies RouteDef;
