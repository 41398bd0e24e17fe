// Buying tickets to a club night against DynamoDB Local, with Checkout opened through the real
// `stripe` SDK on the Stripe stand-in: 200 buyers racing for 100 seats hold exactly 100, and paying
// them gives exactly 100 tickets; the rest are refused naming the seats left. A transaction DynamoDB
// cancels for a conflict is sent again (injected: DynamoDB Local never raises one). Prices are the
// server's: the members' price only for a member whose membership is paid and current. A payment that
// settles issues the order's tickets once, each with a signed token, and queues the buyer's mail with
// a link to each; an expired payment, or the job after the hold ran out, gives the seats back once.

import { setTimeout as sleep } from 'node:timers/promises';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, describe, expect, it } from 'vitest';
import { clubYear } from '../../common/club-time';
import { OFFICER_TICKET_ORDER_REFUND_PATH, OPEN_TICKET_PATH, ticketMessages } from '../../common/tickets/tickets';
import { membershipItemSchema } from '../../lambdas/domain/membership/membership-item';
import { paymentItemSchema } from '../../lambdas/domain/payments/payment-item';
import { paymentsSecret } from '../../lambdas/domain/payments/payments-secret';
import { clubNightItemSchema } from '../../lambdas/domain/tickets/club-night-item';
import { buyTickets } from '../../lambdas/domain/tickets/ticket-checkout';
import { ticketItemSchema } from '../../lambdas/domain/tickets/ticket-item';
import {
  issueTickets,
  readTicketOrder,
  releaseLapsedHolds,
  TICKET_HOLD_MINUTES,
  ticketOrderPaymentSettled,
  voidTicketOrder,
} from '../../lambdas/domain/tickets/ticket-orders';
import { refundTicketOrder } from '../../lambdas/domain/tickets/ticket-refunds';
import { checkTicketToken, signTicketToken, ticketKeyFrom } from '../../lambdas/domain/tickets/ticket-token';
import { ddb } from '../../lambdas/runtime/dynamo';
import { TEST_CARDS } from '../../local/services/stripe/stripe-stand-in';
import { apiEvent, jsonBody, officerClaims } from '../support/api-event';
import { itemsOf } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { useStripeWithWebhook } from '../support/payments';
import { putClubNight } from '../support/club-nights';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-tickets-${process.pid}-` });
// Stripe's events reach the webhook row of a local API server, which books the payments.
const stripe = await useStripeWithWebhook(local);
const { handler: openTicket } = await import('../../lambdas/handlers/open-ticket');
const { handler: refundRow } = await import('../../lambdas/handlers/refund-ticket-order');
const { receiptKey } = await paymentsSecret();

afterAll(async () => {
  await stripe.close();
  await local.close();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const realSend = ddb.send.bind(ddb) as (command: object) => Promise<unknown>;
const putNight = (overrides: Record<string, unknown> = {}) => putClubNight(local, overrides);

async function seatsLeft(nightId: string): Promise<number> {
  const found = await local.ddb.send(
    new GetCommand({ TableName: local.tableName('clubNights'), Key: { id: nightId }, ConsistentRead: true }),
  );
  return clubNightItemSchema.parse(found.Item).seatsLeft;
}

async function ticketsOf(nightId: string) {
  const found = await local.ddb.send(
    new QueryCommand({
      TableName: local.tableName('tickets'),
      KeyConditionExpression: 'nightId = :night',
      ExpressionAttributeValues: { ':night': nightId },
      ConsistentRead: true,
    }),
  );
  return (found.Items ?? []).map((item) => ticketItemSchema.parse(item));
}

const buyer = (n: number, extra: Record<string, unknown> = {}) => ({
  form: { quantity: 1, tableOfTen: false, name: `Buyer ${n}`, email: `buyer-${n}@example.com`, ...extra },
  idempotencyKey: `race-buyer-key-${process.pid}-${n}`,
});

describe('buying tickets', () => {
  it('never oversells: 200 buyers racing for 100 seats hold exactly 100, and paying them gives exactly 100 tickets', async () => {
    const night = await putNight();
    const outcomes = await Promise.allSettled(Array.from({ length: 200 }, (_, n) => buyTickets(night.id, buyer(n), Date.now())));

    const held = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as Error] : []));
    expect(held).toHaveLength(100);
    expect(held.every((order) => order.checkoutUrl !== undefined)).toBe(true);
    expect(refused).toHaveLength(100);
    expect(new Set(refused.map((error) => error.message))).toEqual(new Set([ticketMessages.soldOut(0)]));
    expect(await seatsLeft(night.id)).toBe(0);

    for (const order of held) await issueTickets(order.orderId, undefined, Date.now());
    const tickets = await ticketsOf(night.id);
    expect(tickets).toHaveLength(100);
    expect(new Set(tickets.map((ticket) => ticket.ticketId)).size).toBe(100);
  }, 120_000);

  it('sends again a hold whose transaction DynamoDB cancelled for a conflict, and holds its seats once', async () => {
    const night = await putNight();
    const dynamo = mockClient(ddb);
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(
        new TransactionCanceledException({
          message: 'Transaction cancelled, please refer cancellation reasons for specific reasons [TransactionConflict, None]',
          $metadata: {},
          CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'None' }],
        }),
      )
      .callsFake((input) => realSend(new TransactWriteCommand(input)));
    dynamo.on(GetCommand).callsFake((input) => realSend(new GetCommand(input)));
    dynamo.on(QueryCommand).callsFake((input) => realSend(new QueryCommand(input)));
    dynamo.on(PutCommand).callsFake((input) => realSend(new PutCommand(input)));
    dynamo.on(UpdateCommand).callsFake((input) => realSend(new UpdateCommand(input)));
    try {
      const order = await buyTickets(night.id, buyer(1000, { quantity: 3 }), Date.now());
      expect(order.seats).toBe(3);
    } finally {
      dynamo.restore();
    }
    expect(await seatsLeft(night.id)).toBe(97);
  });

  it("prices an order on the server: the members' price only for a member whose membership is paid and current", async () => {
    const night = await putNight();
    const now = Date.now();
    const season = clubYear(now);
    const membership = (sub: string, paidCents: number) =>
      membershipItemSchema.parse({
        id: `${season}-${sub}`,
        season,
        sub,
        email: `${sub}@example.com`,
        name: 'Mia Member',
        birthDate: '1990-01-01',
        typeId: 'social',
        typeName: 'Social',
        priceCents: 6_000,
        paidCents,
        until: now + 30 * DAY,
        createdAt: 1,
        updatedAt: 1,
      });
    await local.ddb.send(new PutCommand({ TableName: local.tableName('memberships'), Item: membership('paid-member', 6_000) }));
    await local.ddb.send(new PutCommand({ TableName: local.tableName('memberships'), Item: membership('owing-member', 0) }));

    const paid = await buyTickets(night.id, { ...buyer(2000, { quantity: 2 }), member: { sub: 'paid-member' } }, now);
    const owing = await buyTickets(night.id, { ...buyer(2001, { quantity: 2 }), member: { sub: 'owing-member' } }, now);
    const visitor = await buyTickets(night.id, buyer(2002, { quantity: 2 }), now);

    expect([paid.priceKind, paid.totalCents]).toEqual(['member', 8_000]);
    expect([owing.priceKind, owing.totalCents]).toEqual(['public', 12_000]);
    expect([visitor.priceKind, visitor.totalCents]).toEqual(['public', 12_000]);
  });

  it('takes a table of ten whole only where the night sells tables, and finds a retried order again', async () => {
    const night = await putNight({ tablesOfTen: false });
    await expect(buyTickets(night.id, buyer(3000, { quantity: 10, tableOfTen: true }), Date.now())).rejects.toThrow(
      ticketMessages.noTables,
    );
    const tables = await putNight();
    const first = await buyTickets(tables.id, buyer(3001, { quantity: 10, tableOfTen: true }), Date.now());
    const again = await buyTickets(tables.id, buyer(3001, { quantity: 10, tableOfTen: true }), Date.now());
    expect(again.orderId).toBe(first.orderId);
    expect(again.checkoutUrl).toBe(first.checkoutUrl);
    expect(await seatsLeft(tables.id)).toBe(90);
  });

  it('refuses an order once sales have closed', async () => {
    const night = await putNight({ salesCloseAt: Date.now() - 1_000 });
    await expect(buyTickets(night.id, buyer(4000), Date.now())).rejects.toThrow(ticketMessages.salesClosed);
    expect(await seatsLeft(night.id)).toBe(100);
  });
});

describe("an order's payment", () => {
  async function paymentOf(orderId: string) {
    const order = await readTicketOrder(orderId);
    const found = await local.ddb.send(new GetCommand({ TableName: local.tableName('payments'), Key: { id: order?.paymentId } }));
    return paymentItemSchema.parse(found.Item);
  }

  it('issues the tickets once when it settles, each with a token naming its night and ticket, and mails the buyer a link to each', async () => {
    const night = await putNight();
    const order = await buyTickets(night.id, buyer(5000, { quantity: 3, name: 'Nora Buyer' }), Date.now());
    const entry = { ...(await paymentOf(order.orderId)), status: 'succeeded' as const };
    const outcome = { kind: 'payment-succeeded' as const, subject: { kind: 'ticketOrder' as const, id: order.orderId }, entry };

    await ticketOrderPaymentSettled(outcome);
    await ticketOrderPaymentSettled(outcome);

    const tickets = await ticketsOf(night.id);
    expect(tickets.map((ticket) => [ticket.holderName, ticket.status, ticket.admittedAt])).toEqual([
      ['Nora Buyer', 'valid', null],
      ['Nora Buyer', 'valid', null],
      ['Nora Buyer', 'valid', null],
    ]);
    expect(await readTicketOrder(order.orderId)).toMatchObject({ status: 'paid', paymentId: entry.id });
    const mails = (await itemsOf(local, 'outbox')).filter((mail) => mail.about === `ticket order ${order.orderId}`);
    expect(mails).toHaveLength(1);
    // The address and the name were both typed by whoever ordered: the name is not mailed to the address
    // (a free night's tickets are mailed at once), only shown on the ticket's own page.
    expect(String(mails[0]?.text)).not.toContain('Nora Buyer');
    expect(String(mails[0]?.subject)).not.toContain('Nora Buyer');
    const links = String(mails[0]?.text).match(/\/ticket#\S+/g) ?? [];
    expect(links).toHaveLength(3);
    const named = links.map((link) => checkTicketToken(ticketKeyFrom(receiptKey), link.slice('/ticket#'.length)));
    expect(named).toEqual(tickets.map((ticket) => ({ nightId: night.id, ticketId: ticket.ticketId })));
  });

  it('gives the seats back once when it expires, and the job gives back a hold that ran out with its Checkout closed', async () => {
    const night = await putNight();
    const expiring = await buyTickets(night.id, buyer(6000, { quantity: 4 }), Date.now());
    const entry = { ...(await paymentOf(expiring.orderId)), status: 'expired' as const };
    const outcome = { kind: 'payment-expired' as const, subject: { kind: 'ticketOrder' as const, id: expiring.orderId }, entry };
    await ticketOrderPaymentSettled(outcome);
    await ticketOrderPaymentSettled(outcome);
    expect(await seatsLeft(night.id)).toBe(100);
    expect(await readTicketOrder(expiring.orderId)).toMatchObject({ status: 'released' });

    const lapsing = await buyTickets(night.id, buyer(6001, { quantity: 5 }), Date.now());
    expect(await seatsLeft(night.id)).toBe(95);
    // Checkout is still open at the hold's end: the hold is kept; past Checkout's end it goes.
    const openUntil = (await paymentOf(lapsing.orderId)).stripe?.expiresAt ?? 0;
    expect((await releaseLapsedHolds(Date.now())).released).toBe(0);
    const ran = await releaseLapsedHolds(Math.max(openUntil + 1, Date.now() + TICKET_HOLD_MINUTES * 60_000 + 1));
    expect(ran.released).toBeGreaterThanOrEqual(1);
    expect(await seatsLeft(night.id)).toBe(100);
    expect(await readTicketOrder(lapsing.orderId)).toMatchObject({ status: 'released' });
  });
});

describe('a ticket link', () => {
  const open = (token: string) =>
    openTicket(
      apiEvent({
        method: 'POST',
        path: OPEN_TICKET_PATH,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      }),
    );

  it('opens the ticket its signed token names, and refuses a token the club did not sign', async () => {
    const night = await putNight();
    const order = await buyTickets(night.id, buyer(7000, { quantity: 1, name: 'Tess Holder' }), Date.now());
    await issueTickets(order.orderId, undefined, Date.now());
    const [ticket] = await ticketsOf(night.id);
    const token = signTicketToken(ticketKeyFrom(receiptKey), night.id, ticket?.ticketId ?? '');

    const opened = await open(token);
    expect(opened.statusCode).toBe(200);
    expect(jsonBody(opened)).toMatchObject({
      ticket: { holderName: 'Tess Holder', status: 'valid', admittedAt: null },
      night: { id: night.id },
    });
    const forged = signTicketToken(ticketKeyFrom('another-key-of-at-least-thirty-two-chars'), night.id, ticket?.ticketId ?? '');
    expect((await open(forged)).statusCode).toBe(404);
  });
});

describe('refunding an order', () => {
  /** Buys and pays for tickets on the stand-in's page with the test card, then issues them as the payment's hook does. */
  async function paidOrder(nightId: string, n: number, quantity: number) {
    const order = await buyTickets(nightId, buyer(n, { quantity }), Date.now());
    const paid = await fetch(order.checkoutUrl ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card: TEST_CARDS.pays, expiry: '12 / 34', cvc: '123', name: 'A Buyer' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const payment = await (async () => {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const entry = await (async () => {
          const stored = await readTicketOrder(order.orderId);
          const found = await local.ddb.send(new GetCommand({ TableName: local.tableName('payments'), Key: { id: stored?.paymentId } }));
          return paymentItemSchema.parse(found.Item);
        })();
        if (entry.status === 'succeeded') return entry;
        if (Date.now() > deadline) throw new Error('the payment was not booked');
        await sleep(100);
      }
    })();
    await ticketOrderPaymentSettled({ kind: 'payment-succeeded', subject: { kind: 'ticketOrder', id: order.orderId }, entry: payment });
    return { order, payment };
  }

  it('gives the money back through Stripe before the cut-off, voids the tickets and gives the seats back, once', async () => {
    const night = await putNight();
    const { order, payment } = await paidOrder(night.id, 8000, 4);
    expect(await seatsLeft(night.id)).toBe(96);
    const refund = () =>
      refundRow(
        apiEvent({
          method: 'POST',
          path: OFFICER_TICKET_ORDER_REFUND_PATH.replace('{orderId}', order.orderId),
          routePath: OFFICER_TICKET_ORDER_REFUND_PATH,
          pathParameters: { orderId: order.orderId },
          headers: { 'content-type': 'application/json' },
          body: '{}',
          claims: officerClaims('officer-tickets'),
        }),
      );

    const first = await refund();
    const second = await refund();

    expect(first.statusCode).toBe(200);
    expect(jsonBody(first)).toMatchObject({ status: 'refunded' });
    expect(second.statusCode).toBe(200);
    expect(await seatsLeft(night.id)).toBe(100);
    expect((await ticketsOf(night.id)).map((ticket) => ticket.status)).toEqual(['refunded', 'refunded', 'refunded', 'refunded']);
    const refunds = (await itemsOf(local, 'payments')).filter((entry) => entry.entry === 'refund' && entry.paymentId === payment.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountCents: payment.amountCents, reason: 'cancelled-by-payer' });
  }, 60_000);

  it('is refused after the cut-off, and for a ticket already admitted at the door', async () => {
    const night = await putNight();
    const { order } = await paidOrder(night.id, 8100, 2);
    await expect(refundTicketOrder(order.orderId, 'officer@example.com', night.salesCloseAt)).rejects.toThrow(ticketMessages.refundClosed);

    const [ticket] = await ticketsOf(night.id);
    await local.ddb.send(new PutCommand({ TableName: local.tableName('tickets'), Item: { ...ticket, admittedAt: Date.now() } }));
    await expect(voidTicketOrder(order.orderId, Date.now())).rejects.toThrow(ticketMessages.admitted);
    expect(await seatsLeft(night.id)).toBe(98);
    expect(await readTicketOrder(order.orderId)).toMatchObject({ status: 'paid' });
  }, 60_000);
});
