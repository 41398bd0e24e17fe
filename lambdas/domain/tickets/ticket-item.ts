// One ticket as the tickets table stores it (lambdas/tables.ts). The door reads and writes this
// shape, so it is kept small and plain:
//
//   nightId     the club night it admits to (partition key: a night's tickets are one Query)
//   ticketId    `<orderId>-NN` (sort key; an order's tickets are one Query with begins_with)
//   orderId     the ticket order it was bought in (the ticketOrders table; its payment's subject)
//   holderName  the name the buyer gave, as the door list shows it
//   status      `valid`, or `refunded` (admits no one)
//   admittedAt  null until the door scans it; then the epoch ms it admitted its holder. The door
//               sets it with an Update conditioned on `admittedAt = :null AND #status = :valid`,
//               so a ticket admits once.
//   priceKind   `member` or `public`: which price it was sold at
//   issuedAt    when the payment settled and it was issued
//
// A ticket exists only once its order is paid; its QR code holds its signed token
// (lambdas/domain/tickets/ticket-token.ts), which names the night and the ticket.

import * as z from 'zod';
import { CLUB_NIGHT_ID_PATTERN, CLUB_NIGHT_LIMITS, TICKET_ID_PATTERN, TICKET_ORDER_ID_PATTERN } from '../../../common/tickets/tickets';
import { ticketPriceKinds, ticketStatuses } from '../../../common/tickets/tickets';
import { epochMs } from '../../runtime/item-fields';

export const ticketItemSchema = z.object({
  nightId: z.string().min(1).max(CLUB_NIGHT_LIMITS.id).regex(CLUB_NIGHT_ID_PATTERN),
  ticketId: z.string().regex(TICKET_ID_PATTERN),
  orderId: z.string().regex(TICKET_ORDER_ID_PATTERN),
  holderName: z.string().min(1).max(CLUB_NIGHT_LIMITS.holderName),
  status: z.enum(ticketStatuses),
  admittedAt: epochMs.nullable(),
  priceKind: z.enum(ticketPriceKinds),
  issuedAt: epochMs,
  refundedAt: epochMs.optional(),
});
export type TicketItem = z.infer<typeof ticketItemSchema>;
