// A ticket order as the ticketOrders table stores it (lambdas/tables.ts): the seats one buyer
// holds or bought for one night, priced by the server when it was made. Its payment is the
// payments spine's subject `ticketOrder` with this id. While it is `held` it carries `holdState`
// and `holdUntil`, the keys of the sparse byHold index the release job reads: an order not paid by
// then gives its seats back. A night's orders are one Query on byNight.

import * as z from 'zod';
import {
  CLUB_NIGHT_ID_PATTERN,
  CLUB_NIGHT_LIMITS,
  TICKET_ORDER_ID_PATTERN,
  ticketOrderStatuses,
  ticketPriceKinds,
} from '../../../common/tickets/tickets';
import { epochMs } from '../../runtime/item-fields';

/** The one value of `holdState`: present only while an order holds seats unpaid (sparse byHold). */
export const HELD_ORDERS = 'held';

export const ticketOrderItemSchema = z.object({
  id: z.string().regex(TICKET_ORDER_ID_PATTERN),
  nightId: z.string().min(1).max(CLUB_NIGHT_LIMITS.id).regex(CLUB_NIGHT_ID_PATTERN),
  status: z.enum(ticketOrderStatuses),
  seats: z.number().int().min(1).max(CLUB_NIGHT_LIMITS.perOrder),
  tableOfTen: z.boolean(),
  priceKind: z.enum(ticketPriceKinds),
  /** The price of one seat when the order was made, and what the whole order costs. */
  unitCents: z.number().int().min(0).max(CLUB_NIGHT_LIMITS.priceCents),
  totalCents: z.number().int().min(0),
  buyerName: z.string().min(1).max(CLUB_NIGHT_LIMITS.holderName),
  buyerEmail: z.string().min(3).max(254),
  /** The member's Cognito id when a signed-in member bought it. */
  buyerSub: z.string().min(1).max(100).optional(),
  /** Sparse byHold keys: only while `held`. */
  holdState: z.literal(HELD_ORDERS).optional(),
  holdUntil: epochMs.optional(),
  /** The Checkout's payment, once opened. */
  paymentId: z.string().max(80).optional(),
  /** When its tickets were issued and mailed (the payment settled). */
  issuedAt: epochMs.optional(),
  releasedAt: epochMs.optional(),
  refundedAt: epochMs.optional(),
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type TicketOrderItem = z.infer<typeof ticketOrderItemSchema>;
