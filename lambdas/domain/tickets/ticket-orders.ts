// Ticket orders for the club's nights: pricing, holding seats, issuing the tickets once paid, and
// letting unpaid holds go. Never oversold:
//
// - An order takes its seats from the night's `seatsLeft` with an Update conditioned on
//   `seatsLeft >= :seats` (and on sales being open), in ONE TransactWriteItems with the order's Put,
//   as the booking ledger's months are written with their booking. Whoever buys at the same moment,
//   the counter never goes below 0: 200 buyers for 100 seats hold exactly 100
//   (tests/integration/ticket-orders.test.ts). A transaction DynamoDB cancels for a conflict with
//   another in flight (the same night item) wrote nothing and is sent again.
// - A hold lasts as long as Stripe's Checkout can take a payment, and a little more
//   (TICKET_HOLD_MINUTES); the payment's expiry or failure (the payment-outcomes hook) or, failing
//   that, the release-ticket-holds job gives the seats back, moving the order from `held` to
//   `released` under a condition, so seats go back once.
// - A payment that settles gives the order its tickets, one per seat, and mails them, in one
//   transaction conditioned on the order still being held. The job lets a hold go only once its
//   payment can no longer be made (expired, failed, or its Checkout closed); should a payment still
//   settle after that, it takes its seats again if they are there, and is logged as an error for the
//   treasurer to refund if they are not.
//
// Prices are the server's: the members' price only for a signed-in member whose membership of the
// season is paid and runs past now.

import { createHash } from 'node:crypto';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '../../runtime/query-all';
import { setTimeout as sleep } from 'node:timers/promises';
import { membershipSeasonOf } from '../../../common/membership/membership';
import type { TicketOrderFormInput } from '../../../common/tickets/ticket-schemas';
import { CLUB_NIGHT_LIMITS, type TicketPriceKind, ticketIdOf, ticketMessages, ticketPageLink } from '../../../common/tickets/tickets';
import { clubNightWhen } from '../../../common/tickets/club-night-text';
import { formatCents } from '../../../common/payments/payments';
import { ddb, tableName } from '../../runtime/dynamo';
import { cancellationCodes } from '../../runtime/existing-item';
import { HttpError } from '../../runtime/http';
import { logger } from '../../runtime/logger';
import { indexName } from '../../table-keys';
import { CLUB_SIGNATURE, sitePageLink } from '../mail/mail-text';
import { newOutboxItem, outboxIdOf, outboxPut } from '../mail/outbox-put';
import { isPaid, readMembership } from '../membership/membership-reads';
import { membershipId } from '../membership/membership-item';
import { CHECKOUT_EXPIRES_MINUTES } from '../payments/checkout-window';
import { getPayment } from '../payments/entry-reads';
import type { PaymentOutcome } from '../payments/subject-hooks';
import type { ClubNightItem } from './club-night-item';
import { readClubNight } from './club-nights';
import { ticketItemSchema } from './ticket-item';
import { HELD_ORDERS, type TicketOrderItem, ticketOrderItemSchema } from './ticket-order-item';
import { ticketToken } from './ticket-token';

/** How long an order holds its seats unpaid: Checkout's own life and a margin for its last payment to settle. */
export const TICKET_HOLD_MINUTES = CHECKOUT_EXPIRES_MINUTES + 10;
/** How often a transaction cancelled for a conflict with another in flight is sent again. */
const CONFLICT_TRIES = 8;

export function ticketOrderSubject(orderId: string) {
  return { kind: 'ticketOrder', id: orderId } as const;
}

/** An order's id from the buyer's idempotency key: a retried click finds the same order. */
export function ticketOrderIdFor(nightId: string, idempotencyKey: string, sub = ''): string {
  return createHash('sha256').update(`ticket-order\n${nightId}\n${sub}\n${idempotencyKey}`).digest('hex').slice(0, 16);
}

/** Whether the member `sub` has a membership of this season that is paid and runs past `now`. */
export async function isCurrentMember(sub: string, now: number): Promise<boolean> {
  const item = await readMembership(membershipId(membershipSeasonOf(now), sub));
  return item !== undefined && isPaid(item) && item.until > now;
}

export interface PricedOrder {
  readonly seats: number;
  readonly tableOfTen: boolean;
  readonly priceKind: TicketPriceKind;
  readonly unitCents: number;
  readonly totalCents: number;
}

/** What an order costs, by the night's prices; 400 for a table of ten the night does not sell or of another size. */
export function priceOrder(
  night: ClubNightItem,
  form: Pick<TicketOrderFormInput, 'quantity' | 'tableOfTen'>,
  member: boolean,
): PricedOrder {
  const tableOfTen = form.tableOfTen === true;
  if (tableOfTen && !night.tablesOfTen) throw new HttpError(400, ticketMessages.noTables);
  if (tableOfTen && form.quantity !== CLUB_NIGHT_LIMITS.tableSize) {
    throw new HttpError(400, `A table is ${CLUB_NIGHT_LIMITS.tableSize} tickets.`);
  }
  const priceKind: TicketPriceKind = member ? 'member' : 'public';
  const unitCents = member ? night.memberPriceCents : night.priceCents;
  return { seats: form.quantity, tableOfTen, priceKind, unitCents, totalCents: unitCents * form.quantity };
}

export async function readTicketOrder(id: string): Promise<TicketOrderItem | undefined> {
  const found = await ddb.send(new GetCommand({ TableName: tableName('ticketOrders'), Key: { id }, ConsistentRead: true }));
  return found.Item ? ticketOrderItemSchema.parse(found.Item) : undefined;
}

/** Sends a transaction again while DynamoDB cancels it for a conflict with another in flight; any other failure is thrown. */
async function sendTransaction(input: ConstructorParameters<typeof TransactWriteCommand>[0]): Promise<void> {
  for (let tries = 1; ; tries++) {
    try {
      await ddb.send(new TransactWriteCommand(input));
      return;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes.includes('TransactionConflict') || codes.includes('ConditionalCheckFailed') || tries >= CONFLICT_TRIES) throw error;
      await sleep(5 + Math.random() * 20 * tries);
    }
  }
}

/** The step that takes `seats` off the night, only while that many are left and sales are open. */
function takeSeatsStep(nightId: string, seats: number, now: number) {
  return {
    Update: {
      TableName: tableName('clubNights'),
      Key: { id: nightId },
      UpdateExpression: 'SET #seatsLeft = #seatsLeft - :seats',
      ConditionExpression: 'attribute_exists(id) AND #seatsLeft >= :seats AND #salesCloseAt > :now',
      ExpressionAttributeNames: { '#seatsLeft': 'seatsLeft', '#salesCloseAt': 'salesCloseAt' },
      ExpressionAttributeValues: { ':seats': seats, ':now': now },
    },
  };
}

/** The step that gives `seats` back to the night. */
function giveSeatsStep(nightId: string, seats: number) {
  return {
    Update: {
      TableName: tableName('clubNights'),
      Key: { id: nightId },
      UpdateExpression: 'SET #seatsLeft = #seatsLeft + :seats',
      ConditionExpression: 'attribute_exists(id)',
      ExpressionAttributeNames: { '#seatsLeft': 'seatsLeft' },
      ExpressionAttributeValues: { ':seats': seats },
    },
  };
}

/** The step that moves an order from one status to another, only from the status read. */
function orderMoveStep(order: TicketOrderItem, to: TicketOrderItem['status'], now: number, set: Record<string, unknown> = {}) {
  const names = Object.keys(set);
  const stillHeld = to === 'held';
  return {
    Update: {
      TableName: tableName('ticketOrders'),
      Key: { id: order.id },
      UpdateExpression: [
        `SET #status = :to, updatedAt = :now${names.map((name) => `, #${name} = :${name}`).join('')}`,
        ...(stillHeld ? [] : ['REMOVE holdState, holdUntil']),
      ].join(' '),
      ConditionExpression: '#status = :from',
      ExpressionAttributeNames: { '#status': 'status', ...Object.fromEntries(names.map((name) => [`#${name}`, name])) },
      ExpressionAttributeValues: {
        ':to': to,
        ':from': order.status,
        ':now': Math.max(now, order.updatedAt + 1),
        ...Object.fromEntries(names.map((name) => [`:${name}`, set[name]])),
      },
    },
  };
}

export interface NewOrder {
  readonly id: string;
  readonly night: ClubNightItem;
  readonly priced: PricedOrder;
  readonly buyerName: string;
  readonly buyerEmail: string;
  readonly buyerSub?: string;
}

/**
 * Holds an order's seats: the night's counter and the order in one transaction. Answers the order
 * (the one made before, for a retried key); 409 naming the seats left when there are not enough,
 * or when sales have closed.
 */
export async function holdSeats(request: NewOrder, now: number): Promise<TicketOrderItem> {
  const { night, priced } = request;
  const order = ticketOrderItemSchema.parse({
    id: request.id,
    nightId: night.id,
    status: 'held',
    seats: priced.seats,
    tableOfTen: priced.tableOfTen,
    priceKind: priced.priceKind,
    unitCents: priced.unitCents,
    totalCents: priced.totalCents,
    buyerName: request.buyerName,
    buyerEmail: request.buyerEmail,
    ...(request.buyerSub ? { buyerSub: request.buyerSub } : {}),
    holdState: HELD_ORDERS,
    holdUntil: now + TICKET_HOLD_MINUTES * 60_000,
    createdAt: now,
    updatedAt: now,
  });
  try {
    await sendTransaction({
      TransactItems: [
        takeSeatsStep(night.id, priced.seats, now),
        { Put: { TableName: tableName('ticketOrders'), Item: order, ConditionExpression: 'attribute_not_exists(id)' } },
      ],
    });
    return order;
  } catch (error) {
    const [seatsCode, orderCode] = cancellationCodes(error);
    if (orderCode === 'ConditionalCheckFailed') {
      const earlier = await readTicketOrder(request.id);
      if (earlier) return earlier;
    }
    if (seatsCode === 'ConditionalCheckFailed') {
      const fresh = await readClubNight(night.id, true);
      if (!fresh) throw new HttpError(404, ticketMessages.unknownNight);
      if (fresh.salesCloseAt <= now) throw new HttpError(409, ticketMessages.salesClosed);
      throw new HttpError(409, ticketMessages.soldOut(fresh.seatsLeft));
    }
    throw error;
  }
}

/** Lets a held order go: its seats back to the night, in one transaction; false when it was no longer held. */
export async function releaseOrder(orderId: string, now: number): Promise<boolean> {
  const order = await readTicketOrder(orderId);
  if (order?.status !== 'held') return false;
  try {
    await sendTransaction({
      TransactItems: [giveSeatsStep(order.nightId, order.seats), orderMoveStep(order, 'released', now, { releasedAt: now })],
    });
    return true;
  } catch (error) {
    // Paid or released by someone else since the read: theirs is the answer.
    if (cancellationCodes(error).includes('ConditionalCheckFailed')) return false;
    throw error;
  }
}

/** The mail that carries an order's tickets: one link per ticket to its page, where its QR code is drawn. */
async function ticketsMail(order: TicketOrderItem, night: ClubNightItem, ticketIds: readonly string[]) {
  const links = await Promise.all(ticketIds.map(async (ticketId) => sitePageLink(ticketPageLink(await ticketToken(night.id, ticketId)))));
  const text = [
    'Hello,',
    '',
    `Thank you: here ${ticketIds.length === 1 ? 'is your ticket' : `are your ${ticketIds.length} tickets`} to ${night.title}, in the club's banquet hall in Lemont, ${clubNightWhen(night)}.`,
    order.tableOfTen ? 'They are a whole table of ten.' : '',
    `Paid: ${formatCents(order.totalCents)} (${order.priceKind === 'member' ? "members' price" : 'ticket price'}).`,
    '',
    'Each link opens one ticket with its QR code, which the door scans once. Forward a ticket to the guest it is for, or show them all from your phone.',
    '',
    ...links.map((link, index) => `Ticket ${index + 1} of ${links.length}: ${link}`),
    '',
    `Your order: ${order.id}`,
    '',
    CLUB_SIGNATURE,
  ]
    .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
    .join('\n');
  return newOutboxItem(
    { to: [order.buyerEmail], subject: `Your tickets: ${night.title}`, text },
    `ticket order ${order.id}`,
    Date.now(),
    // The payment hook has no SES: the send-pending-mail job sends it.
    { id: outboxIdOf('tickets', order.id), dueNow: true },
  );
}

/**
 * Issues a paid order's tickets, one per seat, and mails them, in one transaction conditioned on the
 * order's status read (held; or released, when the seats are taken again in the same transaction).
 * Answers false when the seats of a released order are gone (the payment is then refunded).
 */
export async function issueTickets(orderId: string, paymentId: string | undefined, now: number): Promise<boolean> {
  const order = await readTicketOrder(orderId);
  if (!order) throw new Error(`A payment names a ticket order that does not exist: ${orderId}`);
  if (order.status === 'paid' || order.status === 'refunded') return true;
  const night = await readClubNight(order.nightId, true);
  if (!night) throw new Error(`A ticket order names a night that does not exist: ${order.nightId}`);
  const ticketIds = Array.from({ length: order.seats }, (_, index) => ticketIdOf(order.id, index));
  const tickets = ticketIds.map((ticketId) =>
    ticketItemSchema.parse({
      nightId: night.id,
      ticketId,
      orderId: order.id,
      holderName: order.buyerName,
      status: 'valid',
      admittedAt: null,
      priceKind: order.priceKind,
      issuedAt: now,
    }),
  );
  const mail = await ticketsMail(order, night, ticketIds);
  const lapsed = order.status === 'released';
  try {
    await sendTransaction({
      TransactItems: [
        // A payment that settled after its hold was let go takes the seats again, if they are there.
        ...(lapsed ? [{ ...takeSeatsStep(night.id, order.seats, 0) }] : []),
        orderMoveStep(order, 'paid', now, { issuedAt: now, ...(paymentId ? { paymentId } : {}) }),
        ...tickets.map((ticket) => ({
          Put: { TableName: tableName('tickets'), Item: ticket, ConditionExpression: 'attribute_not_exists(ticketId)' },
        })),
        outboxPut(mail),
      ],
    });
    return true;
  } catch (error) {
    const codes = cancellationCodes(error);
    if (lapsed && codes[0] === 'ConditionalCheckFailed') return false;
    if (codes.includes('ConditionalCheckFailed')) {
      // Another delivery of the same outcome issued them meanwhile.
      const now2 = await readTicketOrder(orderId);
      if (now2?.status === 'paid') return true;
    }
    throw error;
  }
}

/**
 * What a ticket order does when its money moves (lambdas/payment-subjects.ts): a payment in issues
 * the tickets; a refund of all of it voids them; a payment that failed
 * or expired lets the hold go. Idempotent, as the stream asks.
 */
export async function ticketOrderPaymentSettled(outcome: PaymentOutcome, now: number = Date.now()): Promise<void> {
  const orderId = outcome.subject.id;
  if (outcome.kind === 'payment-succeeded') {
    if (await issueTickets(orderId, outcome.entry.id, now)) return;
    logger.error('a ticket payment settled after its hold lapsed and its seats were sold: refund it from the payments console', {
      orderId,
      paymentId: outcome.entry.id,
    });
    return;
  }
  if (outcome.kind === 'payment-failed' || outcome.kind === 'payment-expired') await releaseOrder(orderId, now);
  // A refund from the payments console of the whole payment voids the order as the tickets' own refund does.
  if (outcome.kind === 'refund-succeeded' && outcome.entry.entry === 'refund') {
    const order = await readTicketOrder(orderId);
    if (order?.status === 'paid' && outcome.entry.amountCents >= order.totalCents) await voidTicketOrder(orderId, now);
  }
}

/** The most lapsed holds one run of the job looks at; the next run takes the rest. */
const HOLDS_PER_RUN = 500;

/** The held orders whose hold ran out by `now` (byHold, sparse), oldest first. */
export async function lapsedHolds(now: number): Promise<TicketOrderItem[]> {
  return queryAll(
    {
      TableName: tableName('ticketOrders'),
      IndexName: indexName('ticketOrders', 'byHold'),
      KeyConditionExpression: 'holdState = :held AND holdUntil <= :now',
      ExpressionAttributeValues: { ':held': HELD_ORDERS, ':now': now },
    },
    ticketOrderItemSchema,
    { max: HOLDS_PER_RUN },
  );
}

/** Moves a lapsed hold's expiry on, while its payment may still settle (ACH takes days). */
async function extendHold(order: TicketOrderItem, until: number, now: number): Promise<void> {
  try {
    await ddb.send(new TransactWriteCommand({ TransactItems: [orderMoveStep(order, 'held', now, { holdUntil: until })] }));
  } catch (error) {
    if (!cancellationCodes(error).includes('ConditionalCheckFailed')) throw error;
  }
}

/**
 * The release-ticket-holds job: each hold that ran out is let go once its payment can no longer be
 * made (none opened, expired, failed, or its Checkout closed). A payment already in issues the tickets
 * (the hook's delivery may still be on its way: issuing is idempotent); one Stripe is still settling
 * keeps its seats a day longer.
 */
export async function releaseLapsedHolds(now: number): Promise<{ released: number; issued: number; kept: number }> {
  let released = 0;
  let issued = 0;
  let kept = 0;
  for (const order of await lapsedHolds(now)) {
    const payment = order.paymentId ? await getPayment(order.paymentId) : undefined;
    if (payment?.status === 'succeeded') {
      if (await issueTickets(order.id, payment.id, now)) issued++;
      continue;
    }
    const open = payment?.status === 'pending' && (payment.stripe?.expiresAt ?? 0) > now;
    if (payment?.status === 'processing' || open) {
      await extendHold(order, now + 24 * 3_600_000, now);
      kept++;
      continue;
    }
    if (await releaseOrder(order.id, now)) released++;
  }
  return { released, issued, kept };
}

/**
 * Voids a paid order once its money went back: the order `refunded`, each of its tickets `refunded`
 * (so the door admits no one on it), its seats back to the night, in one transaction conditioned on
 * the order being paid and each ticket not yet admitted. Idempotent: an order already refunded is
 * left as it is. 409 when one of its tickets has been admitted at the door.
 */
export async function voidTicketOrder(orderId: string, now: number): Promise<TicketOrderItem> {
  const order = await readTicketOrder(orderId);
  if (!order) throw new HttpError(404, 'There is no such ticket order.');
  if (order.status === 'refunded') return order;
  if (order.status !== 'paid') throw new HttpError(409, ticketMessages.notRefundable);
  const ticketIds = Array.from({ length: order.seats }, (_, index) => ticketIdOf(order.id, index));
  try {
    await sendTransaction({
      TransactItems: [
        orderMoveStep(order, 'refunded', now, { refundedAt: now }),
        giveSeatsStep(order.nightId, order.seats),
        ...ticketIds.map((ticketId) => ({
          Update: {
            TableName: tableName('tickets'),
            Key: { nightId: order.nightId, ticketId },
            UpdateExpression: 'SET #status = :refunded, refundedAt = :now',
            ConditionExpression: '#status = :valid AND admittedAt = :none',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':refunded': 'refunded', ':valid': 'valid', ':none': null, ':now': now },
          },
        })),
      ],
    });
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes[0] === 'ConditionalCheckFailed') {
      const after = await readTicketOrder(orderId);
      if (after?.status === 'refunded') return after;
    }
    if (codes.slice(2).includes('ConditionalCheckFailed')) throw new HttpError(409, ticketMessages.admitted);
    throw error;
  }
  return (await readTicketOrder(orderId)) ?? order;
}
