// Refunding a ticket order by the club's rule: in full, and only before its night's sales cut-off
// (common/tickets/tickets.ts: refunds close when sales do). The money goes back through the payments
// spine (lambdas/domain/payments/refunds.ts: through Stripe to the card it came from, with its own
// refund receipt), then the order is voided: its tickets `refunded`, its seats back to the night
// (./ticket-orders.ts). Apart from ticket-orders.ts, so only the row that refunds carries Stripe's SDK.

import { ticketMessages } from '../../../common/tickets/tickets';
import { HttpError } from '../../runtime/http';
import { refundPayment } from '../payments/refunds';
import { readClubNight } from './club-nights';
import type { TicketOrderItem } from './ticket-order-item';
import { readTicketOrder, voidTicketOrder } from './ticket-orders';

export async function refundTicketOrder(orderId: string, officer: string, now: number): Promise<TicketOrderItem> {
  const order = await readTicketOrder(orderId);
  if (!order) throw new HttpError(404, 'There is no such ticket order.');
  if (order.status === 'refunded') return order;
  if (order.status !== 'paid') throw new HttpError(409, ticketMessages.notRefundable);
  const night = await readClubNight(order.nightId, true);
  if (!night) throw new HttpError(404, ticketMessages.unknownNight);
  if (now >= night.salesCloseAt) throw new HttpError(409, ticketMessages.refundClosed);
  if (order.totalCents > 0) {
    if (!order.paymentId) throw new HttpError(409, 'This order has no payment on record to refund.');
    // One key per order: a retried click finds the same refund.
    await refundPayment(
      { paymentId: order.paymentId, input: { reason: 'cancelled-by-payer' }, officer, idempotencyKey: `ticket-order-${order.id}` },
      now,
    );
  }
  return voidTicketOrder(order.id, now);
}
