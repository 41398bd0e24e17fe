// Buying tickets to a club night: the order priced by the server, its seats held
// (./ticket-orders.ts), then Stripe Checkout opened for it. Apart from ticket-orders.ts, so only the
// rows that start a Checkout carry Stripe's SDK. A Checkout that cannot be opened (Stripe not set up,
// or not answering) lets the hold go at once: no seat waits for a payment that cannot come.

import type { TicketOrderFormInput } from '../../../common/tickets/ticket-schemas';
import { clubNightPage, TICKETS_PAID_QUERY, type TicketOrderStarted, ticketMessages } from '../../../common/tickets/tickets';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { sitePageLink } from '../mail/mail-text';
import { startCheckout } from '../payments/checkout';
import { readClubNight } from './club-nights';
import { holdSeats, isCurrentMember, issueTickets, priceOrder, releaseOrder, ticketOrderIdFor, ticketOrderSubject } from './ticket-orders';

export interface TicketBuyer {
  readonly form: TicketOrderFormInput & { readonly name: string; readonly email: string };
  /** The signed-in member buying, when it is one: their price is the members' if their membership is current. */
  readonly member?: { readonly sub: string };
  readonly idempotencyKey: string;
}

/** Holds the seats and opens Checkout for them (or, a free order, issues the tickets at once). */
export async function buyTickets(nightId: string, buyer: TicketBuyer, now: number): Promise<TicketOrderStarted> {
  const night = await readClubNight(nightId);
  if (!night) throw new HttpError(404, ticketMessages.unknownNight);
  if (now >= night.salesCloseAt) throw new HttpError(409, ticketMessages.salesClosed);
  const member = buyer.member ? await isCurrentMember(buyer.member.sub, now) : false;
  const priced = priceOrder(night, buyer.form, member);
  const id = ticketOrderIdFor(night.id, buyer.idempotencyKey, buyer.member?.sub);
  const order = await holdSeats(
    {
      id,
      night,
      priced,
      buyerName: buyer.form.name,
      buyerEmail: buyer.form.email,
      ...(buyer.member ? { buyerSub: buyer.member.sub } : {}),
    },
    now,
  );
  const answer = { orderId: order.id, seats: order.seats, priceKind: order.priceKind, totalCents: order.totalCents };
  if (order.status === 'paid') return answer;
  if (order.status !== 'held') throw new HttpError(409, 'This order has lapsed. Please reload the page and start again.');
  if (order.totalCents === 0) {
    await issueTickets(order.id, undefined, now);
    return answer;
  }
  const page = sitePageLink(clubNightPage(night.id));
  let checkoutUrl: string;
  try {
    const started = await startCheckout(
      {
        subject: ticketOrderSubject(order.id),
        lines: [
          {
            label: `${night.title}: ${order.priceKind === 'member' ? "members' ticket" : 'ticket'}`,
            unitCents: order.unitCents,
            quantity: order.seats,
          },
        ],
        description: `${order.seats} ticket${order.seats === 1 ? '' : 's'} to ${night.title}`,
        payerEmail: order.buyerEmail,
        payerName: order.buyerName,
        idempotencyKey: order.id,
        successUrl: `${page}?${new URLSearchParams(TICKETS_PAID_QUERY)}`,
        cancelUrl: page,
      },
      now,
    );
    checkoutUrl = started.checkoutUrl;
    await ddb.send(
      new UpdateCommand({
        TableName: tableName('ticketOrders'),
        Key: { id: order.id },
        UpdateExpression: 'SET paymentId = :paymentId',
        ExpressionAttributeValues: { ':paymentId': started.paymentId },
      }),
    );
  } catch (error) {
    await releaseOrder(order.id, now);
    throw error;
  }
  return { ...answer, checkoutUrl };
}
