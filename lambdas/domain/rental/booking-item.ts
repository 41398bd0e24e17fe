// A booking as the bookings table stores it (lambdas/tables.ts).

import * as z from 'zod';
import { RENTAL_MODEL_LIMITS } from '../../../common/rental/rental-model';
import { epochMs } from '../../runtime/item-fields';

/** The one value of `bookingItemSchema.calendar`: every booking sits in one partition of the byStart index. */
export const BOOKINGS_CALENDAR = 'club';

/**
 * A rental (from an approved request), a range officers blocked (maintenance) or one of the club's own
 * nights in its hall (`clubNight`, written and moved only with its night: lambdas/domain/tickets/club-nights.ts):
 * all are taken on the calendar.
 */
export const bookingKinds = ['rental', 'blocked', 'clubNight'] as const;

export const bookingItemSchema = z.object({
  id: z.string().min(1).max(100),
  calendar: z.literal(BOOKINGS_CALENDAR),
  kind: z.enum(bookingKinds).default('rental'),
  /** What the booking takes: a rental's times with its space's set-up before and clean-up after. */
  start: epochMs,
  end: epochMs,
  /**
   * The space it takes (common/rental/rental-model.ts). None: the whole facility, as every booking made
   * before the club hired out spaces, and every block, took it.
   */
  spaceId: z.string().max(RENTAL_MODEL_LIMITS.id).optional(),
  /** The rental request it confirms, when it came from one. */
  requestId: z.string().max(100).optional(),
  /** For officers only; the public feed never shows it. */
  title: z.string().max(200),
  createdAt: epochMs,
});
export type BookingItem = z.infer<typeof bookingItemSchema>;
