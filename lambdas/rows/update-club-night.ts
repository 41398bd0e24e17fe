// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { clubNightFormSchema, clubNightParamsSchema } from '../../common/tickets/ticket-schemas';
import { OFFICER_CLUB_NIGHT_PATH } from '../../common/tickets/tickets';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'update-club-night',
  method: 'PUT',
  path: OFFICER_CLUB_NIGHT_PATH,
  access: 'officer',
  throttle: 'officer',
  // The hall's booking moves with the night's hours, through the booking ledger.
  reads: ['clubNights', 'bookings', 'bookingLedger', 'settings'],
  writes: ['clubNights', 'bookings', 'bookingLedger'],
  params: clubNightParamsSchema,
  body: clubNightFormSchema,
} as const satisfies RouteDef;
