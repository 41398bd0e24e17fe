// A club night as the clubNights table stores it (lambdas/tables.ts): one of the club's own
// evenings in its banquet hall, with its prices and its seat counter. Every night sits in one
// partition of the byStart index (`list`), so the public list and the console are one Query each.
//
// `seatsLeft` is the guard against overselling: an order takes its seats with an Update
// conditioned on `seatsLeft >= :seats` in the same transaction as the order it holds
// (lambdas/domain/tickets/ticket-orders.ts), and every release or refund gives them back; so the
// seats held and sold never exceed `capacity`, whoever buys at the same moment.

import * as z from 'zod';
import { CLUB_NIGHT_ID_PATTERN, CLUB_NIGHT_LIMITS } from '../../../common/tickets/tickets';
import { epochMs } from '../../runtime/item-fields';

/** The one value of `clubNightItemSchema.list`: every night in one partition of byStart. */
export const CLUB_NIGHTS_LIST = 'nights';

export const clubNightItemSchema = z.object({
  id: z.string().min(1).max(CLUB_NIGHT_LIMITS.id).regex(CLUB_NIGHT_ID_PATTERN),
  list: z.literal(CLUB_NIGHTS_LIST),
  title: z.string().min(1).max(CLUB_NIGHT_LIMITS.title),
  description: z.string().max(CLUB_NIGHT_LIMITS.description),
  /** When the night begins and ends in the hall; the hall is blocked on the rental calendar for exactly this span. */
  start: epochMs,
  end: epochMs,
  capacity: z.number().int().min(1).max(CLUB_NIGHT_LIMITS.capacity),
  /** Seats neither held by an open order nor sold: never below 0 (the condition of every order). */
  seatsLeft: z.number().int().min(0).max(CLUB_NIGHT_LIMITS.capacity),
  memberPriceCents: z.number().int().min(0).max(CLUB_NIGHT_LIMITS.priceCents),
  priceCents: z.number().int().min(0).max(CLUB_NIGHT_LIMITS.priceCents),
  tablesOfTen: z.boolean(),
  /** When sales close; refunds close with them. */
  salesCloseAt: epochMs,
  /** The rental model's space the night takes (the banquet hall), blocked with what overlaps it. */
  spaceId: z.string().min(1).max(100),
  createdAt: epochMs,
  updatedAt: epochMs,
  updatedBy: z.string().max(254).optional(),
});
export type ClubNightItem = z.infer<typeof clubNightItemSchema>;
