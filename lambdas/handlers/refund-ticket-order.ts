// POST /api/officer/ticket-orders/{orderId}/refund {} → 200 the order, refunded: its payment given
// back in full through the payments spine, its tickets void, its seats back to the night. Only before
// the night's sales cut-off (409 after), only a paid order (409), never one whose ticket has been
// admitted (409). Officers only; a second click answers the refunded order.

import { officerName } from '../domain/requests/officer-name';
import { refundTicketOrder } from '../domain/tickets/ticket-refunds';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/refund-ticket-order';

export const handler = defineHandler(row, async ({ params, caller }) =>
  json(200, await refundTicketOrder(params.orderId, officerName(caller), Date.now())),
);
