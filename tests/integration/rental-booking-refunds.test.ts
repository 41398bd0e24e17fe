// A booking's money going back, locally, on the payments spine: an officer sees what cancelling a
// paid booking refunds under the club's refund tiers before confirming; the cancellation keeps the
// amounts and the rule on the request, mails them to the renter, refunds the Stripe payment through
// Stripe (the real `stripe` SDK against the stand-in) and leaves money taken by hand as owed back;
// cancelling again makes no second refund. Later than every tier, only the damage deposit goes back.
// After the event an officer returns the damage deposit, whole or in part with a reason. The
// officers' money view and the treasurer's CSV list every booking with what is due, paid, refunded
// and owed either way, each row and the totals adding up.

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import type { CancellationPreview } from '../../common/rental/booking-money';
import {
  BOOKING_MONEY_PATH,
  type BookingMoneyAnswer,
  BOOKINGS_CSV_PATH,
  bookingsCsvColumns,
  BOOKING_CANCEL_PATH,
  CANCELLATION_PREVIEW_PATH,
  DAMAGE_DEPOSIT_RETURN_PATH,
  damageDepositMessages,
  renterCancelMessages,
} from '../../common/rental/booking-money';
import { startOfClubDay } from '../../common/club-time';
import { APPROVE_REQUEST_PATH, CANCEL_REQUEST_PATH, INBOX_REQUEST_PATH, type InboxRequest } from '../../common/requests/inbox';
import { BOOKING_CHECKOUT_PATH, BOOKING_VIEW_PATH, bookingMessages, bookingOfFragment } from '../../common/rental/rental-booking';
import { quoteRental, type RentalQuote } from '../../common/rental/rental-quote';
import { RENTAL_FACILITY_NAME } from '../../common/rental/rental-rules';
import { withInboxKeys } from '../../lambdas/domain/requests/inbox-keys';
import { requestItemSchema, type RequestItem } from '../../lambdas/domain/requests/request-item';
import { TEST_CARDS } from '../../local/services/stripe/stripe-stand-in';
import { apiEvent, errorText, jsonBody, officerClaims } from '../support/api-event';
import { freshIp, itemsOf } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { readEntry, useStripeWithWebhook, until } from '../support/payments';
import { putRentalModel, testRentalModel } from '../support/rental-model';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-booking-refunds-${process.pid}-` });
const stripe = await useStripeWithWebhook(local);
const { handler: approve } = await import('../../lambdas/handlers/approve-rental-request');
const { handler: checkout } = await import('../../lambdas/handlers/start-booking-checkout');
const { handler: record } = await import('../../lambdas/handlers/record-offline-payment');
const { handler: preview } = await import('../../lambdas/handlers/preview-rental-cancellation');
const { handler: cancel } = await import('../../lambdas/handlers/cancel-rental-request');
const { handler: returnDeposit } = await import('../../lambdas/handlers/return-damage-deposit');
const { handler: inboxRequest } = await import('../../lambdas/handlers/get-inbox-request');
const { handler: moneyView } = await import('../../lambdas/handlers/list-booking-money');
const { handler: view } = await import('../../lambdas/handlers/get-rental-booking');
const { handler: renterCancel } = await import('../../lambdas/handlers/cancel-rental-booking');
const { handler: bookingsCsvHandler } = await import('../../lambdas/handlers/bookings-csv');

// All the charges back from 60 days before, half from 30, none later; the hall's damage deposit is $250.00.
const tiers = [
  { daysBefore: 60, refundBasisPoints: 10_000 },
  { daysBefore: 30, refundBasisPoints: 5_000 },
];
const model = { ...testRentalModel, policy: { ...testRentalModel.policy, cancellation: tiers } };
await putRentalModel(local, model);

afterAll(async () => {
  await stripe.close();
  await local.close();
});

const HOUR = 3_600_000;
let counter = 0;

/** A pending four-hour rental of the hall, `daysAhead` club days from today at 5 pm. */
async function putPendingRental(daysAhead: number): Promise<RequestItem> {
  counter += 1;
  const id = `BR${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(5, '0')}`;
  const start = startOfClubDay(Date.now(), daysAhead) + 17 * HOUR;
  const end = start + 4 * HOUR;
  const email = `renter-${id.toLowerCase()}@example.com`;
  const item = withInboxKeys(
    requestItemSchema.parse({
      kind: 'rental',
      id,
      status: 'pending',
      details: {
        email,
        name: 'Rita Renter',
        phone: '630 555 0100',
        start,
        end,
        eventTitle: `Party ${id}`,
        facilityName: RENTAL_FACILITY_NAME,
        spaceId: 'hall',
      },
      estimate: { cost: 400, deposit: 100, total: 650 },
      spaceId: 'hall',
      quote: quoteRental(model, { spaceId: 'hall', start, end, attendees: 0, addOnIds: [], occurrences: 1 }),
      createdAt: 1_000 + counter,
      updatedAt: 1_000 + counter,
      bodyHash: 'a'.repeat(64),
      visitorMail: 'queued',
      requesterEmail: email,
    }),
  );
  await local.ddb.send(new PutCommand({ TableName: local.tableName('requests'), Item: item }));
  return item;
}

async function readRequest(id: string): Promise<RequestItem> {
  const found = await local.ddb.send(new GetCommand({ TableName: local.tableName('requests'), Key: { id }, ConsistentRead: true }));
  return requestItemSchema.parse(found.Item);
}

const officer = officerClaims('officer-booking-refunds');

function asOfficer(handler: typeof approve, method: 'GET' | 'POST', path: string, requestId: string, body?: unknown) {
  return handler(
    apiEvent({
      method,
      path: path.replace('{requestId}', requestId),
      routePath: path,
      pathParameters: { requestId },
      headers: { 'content-type': 'application/json' },
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
      claims: officer,
    }),
  );
}

/** An approved booking whose deposit the renter paid by card on the stand-in's page. */
async function paidDepositByCard(daysAhead: number) {
  const pending = await putPendingRental(daysAhead);
  expect((await asOfficer(approve, 'POST', APPROVE_REQUEST_PATH, pending.id)).statusCode).toBe(200);
  const mail = (await itemsOf(local, 'outbox')).find((item) => item.about === `rental request ${pending.id}`);
  const address = /^(http\S+\/booking#\S+)$/m.exec(String(mail?.text))?.[1] ?? '';
  const { ref = '', token = '' } = bookingOfFragment(new URL(address).hash);
  const started = await checkout(
    apiEvent({
      method: 'POST',
      path: BOOKING_CHECKOUT_PATH.replace('{requestId}', ref).replace('{part}', 'deposit'),
      routePath: BOOKING_CHECKOUT_PATH,
      pathParameters: { requestId: ref, part: 'deposit' },
      headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `${freshIp()}:443` },
      body: JSON.stringify({ token }),
    }),
  );
  expect(started.statusCode).toBe(201);
  const { checkoutUrl } = jsonBody(started) as { checkoutUrl: string };
  const [payment] = (await itemsOf(local, 'payments')).filter((entry) => entry.subjectId === pending.id);
  const paid = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card: TEST_CARDS.pays, expiry: '12 / 34', cvc: '123', name: 'Rita Renter' }),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  await until(
    'the deposit to be booked',
    () => readEntry(local, String(payment?.id)),
    (entry) => entry?.status === 'succeeded',
  );
  return {
    id: pending.id,
    token,
    quote: pending.kind === 'rental' ? (pending.quote as RentalQuote) : (undefined as never),
    paymentId: String(payment?.id),
  };
}

async function payByCheque(id: string, amountCents: number) {
  const recorded = await record(
    apiEvent({
      method: 'POST',
      path: '/api/officer/payments',
      headers: { 'content-type': 'application/json', 'idempotency-key': `cheque-${id}-${amountCents}` },
      body: JSON.stringify({
        subject: { kind: 'booking', id },
        amountCents,
        method: 'cheque',
        description: 'Hall hire balance',
        receivedAt: Date.now() - 1_000,
      }),
      claims: officer,
    }),
  );
  expect(recorded.statusCode).toBe(201);
}

const refundsOf = async (id: string) =>
  (await itemsOf(local, 'payments')).filter((entry) => entry.subjectId === id && entry.entry === 'refund');
const mailsOf = async (id: string) => (await itemsOf(local, 'outbox')).filter((item) => item.about === `rental request ${id}`);

describe('cancelling a paid booking', () => {
  it('shows the refund under the tier first, then keeps it, mails it, refunds the card through Stripe and leaves the cheque owed back', async () => {
    // 45 days ahead: the 30-day tier, half the charges. $400.00 of charges, a $250.00 damage deposit.
    const booking = await paidDepositByCard(45);
    expect(booking.quote).toMatchObject({ chargesCents: 40_000, damageDepositCents: 25_000, totalCents: 65_000, depositCents: 10_000 });
    await payByCheque(booking.id, 55_000);

    const previewed = await asOfficer(preview, 'GET', CANCELLATION_PREVIEW_PATH, booking.id);
    expect(previewed.statusCode).toBe(200);
    const shown = jsonBody(previewed) as CancellationPreview;
    expect(shown.record).toMatchObject({
      daysBefore: 45,
      heldCents: 65_000,
      chargesRefundCents: 20_000,
      damageDepositCents: 25_000,
      refundCents: 45_000,
      keptCents: 20_000,
      toCardCents: 10_000,
      byHandCents: 35_000,
    });
    expect(shown.text).toContain(
      'Cancelling now: $450.00 refunded ($200.00 of the charges, the $250.00 damage deposit); the club keeps $200.00.',
    );
    expect(shown.text).toContain('under the rule "30 days or more before", 50% of the charges refunded');

    const cancelled = await asOfficer(cancel, 'POST', CANCEL_REQUEST_PATH, booking.id);
    expect(cancelled.statusCode).toBe(200);
    const stored = await readRequest(booking.id);
    expect(stored.status).toBe('cancelled');
    expect(stored.kind === 'rental' && stored.cancellation).toMatchObject({ ...shown.record, by: expect.any(String) });

    // The card's $100.00 goes back through Stripe; the cheque's $350.00 is the officers' to hand back.
    const refunds = await refundsOf(booking.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ paymentId: booking.paymentId, amountCents: 10_000, method: 'stripe', reason: 'cancelled-by-club' });
    await until(
      'the Stripe refund to settle',
      async () => (await refundsOf(booking.id))[0]?.status,
      (status) => status === 'succeeded',
    );

    const [mail] = (await mailsOf(booking.id)).filter((item) => String(item.subject).startsWith('Your booking is cancelled'));
    const text = String(mail?.text);
    expect(text).toContain('Paid: $650.00');
    expect(text).toContain('Refunded: $450.00 ($200.00 of the charges, the $250.00 damage deposit, in full)');
    expect(text).toContain('Kept by the club: $200.00');
    expect(text).toContain('$100.00 goes back to the card or account you paid with');
    expect(text).toContain('$350.00 you paid the club by hand; an officer will be in touch to give it back.');
    expect(text).toContain('Cancelled 45 days before the booking');

    // Cancelled again (a retried click): the same request, no second refund, no second mail.
    expect((await asOfficer(cancel, 'POST', CANCEL_REQUEST_PATH, booking.id)).statusCode).toBe(200);
    expect(await refundsOf(booking.id)).toHaveLength(1);
    expect((await mailsOf(booking.id)).filter((item) => String(item.subject).startsWith('Your booking is cancelled'))).toHaveLength(1);
  });

  it('later than every tier gives back only the damage deposit, whole', async () => {
    const booking = await paidDepositByCard(10);
    await payByCheque(booking.id, 55_000);
    const shown = jsonBody(await asOfficer(preview, 'GET', CANCELLATION_PREVIEW_PATH, booking.id)) as CancellationPreview;
    expect(shown.record).toMatchObject({
      chargesRefundCents: 0,
      damageDepositCents: 25_000,
      refundCents: 25_000,
      keptCents: 40_000,
      toCardCents: 10_000,
    });
    expect((await asOfficer(cancel, 'POST', CANCEL_REQUEST_PATH, booking.id)).statusCode).toBe(200);
    const refunds = await refundsOf(booking.id);
    expect(refunds.map((refund) => refund.amountCents)).toEqual([10_000]);
    const stored = await readRequest(booking.id);
    expect(stored.kind === 'rental' && stored.cancellation?.rule).toContain('later than every refund tier');
  });

  it('shows nothing to refund for a booking nothing was paid on', async () => {
    const pending = await putPendingRental(50);
    expect((await asOfficer(approve, 'POST', APPROVE_REQUEST_PATH, pending.id)).statusCode).toBe(200);
    const shown = jsonBody(await asOfficer(preview, 'GET', CANCELLATION_PREVIEW_PATH, pending.id)) as CancellationPreview;
    expect(shown).toMatchObject({ held: false, text: 'Nothing has been paid, so nothing is refunded.' });
    expect((await asOfficer(cancel, 'POST', CANCEL_REQUEST_PATH, pending.id)).statusCode).toBe(200);
    const stored = await readRequest(pending.id);
    expect(stored.kind === 'rental' && stored.cancellation).toBe(undefined);
    expect(await refundsOf(pending.id)).toEqual([]);
  });
});

describe('the renter cancelling from their booking page', () => {
  const asRenter = (handler: typeof view, path: string, requestId: string, token: string) =>
    handler(
      apiEvent({
        method: 'POST',
        path: path.replace('{requestId}', requestId),
        routePath: path,
        pathParameters: { requestId },
        headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `${freshIp()}:443` },
        body: JSON.stringify({ token }),
      }),
    );

  it('sees what cancelling gives back, cancels with its own link only, and is refunded under the same rule', async () => {
    const booking = await paidDepositByCard(70);
    const page = jsonBody(await asRenter(view, BOOKING_VIEW_PATH, booking.id, booking.token)) as { cancelPreview: Record<string, unknown> };
    // 70 days ahead: every charge back; only the deposit's $100.00 is held.
    expect(page.cancelPreview).toMatchObject({
      refundCents: 10_000,
      keptCents: 0,
      text: '$100.00 refunded ($100.00 of the charges); the club keeps $0.00.',
    });

    const forged = await asRenter(renterCancel, BOOKING_CANCEL_PATH, booking.id, 'A'.repeat(43));
    expect([forged.statusCode, errorText(forged)]).toEqual([404, bookingMessages.badLink]);
    expect((await readRequest(booking.id)).status).toBe('approved');

    const cancelled = await asRenter(renterCancel, BOOKING_CANCEL_PATH, booking.id, booking.token);
    expect(cancelled.statusCode).toBe(200);
    expect(jsonBody(cancelled)).toMatchObject({ status: 'cancelled', cancellation: { by: 'Renter', refundCents: 10_000, keptCents: 0 } });
    expect(jsonBody(cancelled)).not.toHaveProperty('cancelPreview');
    expect((jsonBody(cancelled) as { steps: { step: string; label: string }[] }).steps.at(-1)).toMatchObject({
      step: 'refunded',
      label: "Refunded $100.00 under the club's cancellation rules",
    });
    const stored = await readRequest(booking.id);
    expect([stored.status, stored.decidedBy]).toEqual(['cancelled', 'Renter']);
    const refunds = await refundsOf(booking.id);
    expect(refunds.map((refund) => [refund.amountCents, refund.reason])).toEqual([[10_000, 'cancelled-by-payer']]);

    // Sent again: the cancelled booking, no second refund.
    expect((await asRenter(renterCancel, BOOKING_CANCEL_PATH, booking.id, booking.token)).statusCode).toBe(200);
    expect(await refundsOf(booking.id)).toHaveLength(1);
  });

  it('is refused once the booking has begun', async () => {
    const begun = await paidDepositByCard(-1);
    const refused = await asRenter(renterCancel, BOOKING_CANCEL_PATH, begun.id, begun.token);
    expect([refused.statusCode, errorText(refused)]).toEqual([409, renterCancelMessages.begun]);
    expect((await readRequest(begun.id)).status).toBe('approved');
  });
});

describe("the damage deposit's return after the event", () => {
  it('is refused before the event is over, and without a reason when part is kept', async () => {
    const coming = await paidDepositByCard(20);
    await payByCheque(coming.id, 55_000);
    const early = await asOfficer(returnDeposit, 'POST', DAMAGE_DEPOSIT_RETURN_PATH, coming.id, { returnCents: 25_000 });
    expect([early.statusCode, errorText(early)]).toEqual([409, damageDepositMessages.notOver]);

    const past = await paidDepositByCard(-3);
    await payByCheque(past.id, 55_000);
    // The inbox offers the return on the server's word, so an officer's device clock cannot offer it early.
    const overOf = async (id: string) => (jsonBody(await asOfficer(inboxRequest, 'GET', INBOX_REQUEST_PATH, id)) as InboxRequest).eventOver;
    expect([await overOf(coming.id), await overOf(past.id)]).toEqual([false, true]);
    const noReason = await asOfficer(returnDeposit, 'POST', DAMAGE_DEPOSIT_RETURN_PATH, past.id, { returnCents: 10_000 });
    expect([noReason.statusCode, errorText(noReason)]).toEqual([400, damageDepositMessages.reason]);
    const tooMuch = await asOfficer(returnDeposit, 'POST', DAMAGE_DEPOSIT_RETURN_PATH, past.id, { returnCents: 25_001, reason: 'x' });
    expect([tooMuch.statusCode, errorText(tooMuch)]).toEqual([400, damageDepositMessages.tooMuch('$250.00')]);
    expect(await refundsOf(past.id)).toEqual([]);
  });

  it('returns part with the reason mailed, refunds the card through Stripe, and makes no second refund when sent again', async () => {
    const past = await paidDepositByCard(-2);
    await payByCheque(past.id, 55_000);
    const body = { returnCents: 15_000, reason: 'A broken table in the hall' };
    const returned = await asOfficer(returnDeposit, 'POST', DAMAGE_DEPOSIT_RETURN_PATH, past.id, body);
    expect(returned.statusCode).toBe(200);
    const stored = await readRequest(past.id);
    expect(stored.kind === 'rental' && stored.depositReturn).toMatchObject({
      bookingHeldCents: 65_000,
      heldCents: 25_000,
      returnedCents: 15_000,
      keptCents: 10_000,
      reason: 'A broken table in the hall',
      toCardCents: 10_000,
      byHandCents: 5_000,
    });
    const refunds = await refundsOf(past.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ paymentId: past.paymentId, amountCents: 10_000, reason: 'damage-deposit-returned' });

    const [mail] = (await mailsOf(past.id)).filter((item) => String(item.subject).startsWith('Your damage deposit'));
    const text = String(mail?.text);
    expect(text).toContain('Your damage deposit was $250.00. The club returns $150.00 and keeps $100.00.');
    expect(text).toContain('Why: A broken table in the hall');
    expect(text).toContain('$50.00 you paid the club by hand; an officer will be in touch to give it back.');

    // The renter's page: the event over, then the deposit's return with what was kept and why.
    const page = await view(
      apiEvent({
        method: 'POST',
        path: BOOKING_VIEW_PATH.replace('{requestId}', past.id),
        routePath: BOOKING_VIEW_PATH,
        pathParameters: { requestId: past.id },
        headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `${freshIp()}:443` },
        body: JSON.stringify({ token: past.token }),
      }),
    );
    const steps = (jsonBody(page) as { steps: { step: string; label: string }[] }).steps;
    expect(steps.slice(-2)).toEqual([
      expect.objectContaining({ step: 'completed', label: 'Completed: the event is over' }),
      expect.objectContaining({
        step: 'deposit-returned',
        label: 'Damage deposit returned: $150.00, and $100.00 kept: A broken table in the hall',
      }),
    ]);

    expect((await asOfficer(returnDeposit, 'POST', DAMAGE_DEPOSIT_RETURN_PATH, past.id, body)).statusCode).toBe(200);
    expect(await refundsOf(past.id)).toHaveLength(1);
    expect((await mailsOf(past.id)).filter((item) => String(item.subject).startsWith('Your damage deposit'))).toHaveLength(1);
  });
});

describe("the officers' money view and the treasurer's bookings CSV", () => {
  const officerGet = (handler: typeof moneyView, path: string) => handler(apiEvent({ method: 'GET', path, claims: officer }));

  it('lists each booking with where it stands, every row and the totals adding up', async () => {
    // Deposit paid, balance due 14 days before a booking 10 days ahead: overdue.
    const overdue = await paidDepositByCard(10);
    // Paid in full and over: completed, its damage deposit held.
    const completed = await paidDepositByCard(-4);
    await payByCheque(completed.id, 55_000);
    // Cancelled 45 days ahead with all paid: the club keeps $200.00 and owes back the cheque's $350.00.
    const cancelled = await paidDepositByCard(45);
    await payByCheque(cancelled.id, 55_000);
    expect((await asOfficer(cancel, 'POST', CANCEL_REQUEST_PATH, cancelled.id)).statusCode).toBe(200);
    await until(
      'the Stripe refund to settle',
      async () => (await refundsOf(cancelled.id))[0]?.status,
      (status) => status === 'succeeded',
    );

    const answered = await officerGet(moneyView, BOOKING_MONEY_PATH);
    expect(answered.statusCode).toBe(200);
    const { items, totals } = jsonBody(answered) as BookingMoneyAnswer;
    const byRef = new Map(items.map((item) => [item.reference, item]));
    expect(byRef.get(overdue.id)).toMatchObject({
      state: 'overdue',
      dueCents: 65_000,
      paidCents: 10_000,
      owedToClubCents: 55_000,
      owedToRenterCents: 0,
    });
    expect(byRef.get(completed.id)).toMatchObject({ state: 'completed', owedToClubCents: 0, damageDepositHeldCents: 25_000 });
    expect(byRef.get(cancelled.id)).toMatchObject({
      state: 'cancelled',
      dueCents: 20_000,
      paidCents: 65_000,
      refundedCents: 10_000,
      owedToClubCents: 0,
      owedToRenterCents: 35_000,
      damageDepositHeldCents: 0,
    });
    for (const item of items) {
      expect(item.dueCents - item.paidCents + item.refundedCents).toBe(item.owedToClubCents - item.owedToRenterCents);
      expect(Math.min(item.owedToClubCents, item.owedToRenterCents)).toBe(0);
    }
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) {
      expect(totals[key]).toBe(items.reduce((sum, item) => sum + item[key], 0));
    }

    const csv = await officerGet(bookingsCsvHandler, BOOKINGS_CSV_PATH);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers?.['content-type']).toBe('text/csv; charset=utf-8');
    const lines = String(csv.body).trim().split(/\r?\n/);
    expect(lines[0]).toBe(bookingsCsvColumns.join(','));
    expect(lines).toHaveLength(items.length + 2);
    const cells = (line: string | undefined) => String(line).split(',');
    const cancelledLine = cells(lines.find((line) => line.startsWith(cancelled.id)));
    expect(cancelledLine.slice(3, 11)).toEqual(['Cancelled', '650.00', '200.00', '650.00', '100.00', '0.00', '350.00', '0.00']);
    const totalLine = cells(lines.at(-1));
    expect(totalLine.slice(0, 2)).toEqual(['total', `${items.length} bookings`]);
    expect(totalLine.slice(4, 11).map((cell) => Math.round(Number(cell) * 100))).toEqual([
      totals.totalCents,
      totals.dueCents,
      totals.paidCents,
      totals.refundedCents,
      totals.owedToClubCents,
      totals.owedToRenterCents,
      totals.damageDepositHeldCents,
    ]);
  });
});
