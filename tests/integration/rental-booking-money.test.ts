// A booking's money on the payments spine, locally: an approval holds the date for the deposit and
// mails the renter their booking page's signed link; the link opens that booking only; its deposit
// is paid through a Stripe Checkout the server prices from the booked quote (the real `stripe` SDK
// against the Stripe stand-in, the test card, the signed webhook through the local API server),
// which meets the hold through the bookings' payment hook; the balance is then what is left; and
// the job releases a lapsed, unpaid hold (bookings gone, renter mailed) but keeps a paid one and one
// whose checkout is still open; a renter whose deposit is in is reminded of the balance once, the
// money rules' days before it is due (a week by default), and one who paid in full or not yet the
// deposit is not.

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { clubTime } from '../../common/club-time';
import { APPROVE_REQUEST_PATH, CANCEL_REQUEST_PATH } from '../../common/requests/inbox';
import {
  BOOKING_CALENDAR_PATH,
  BOOKING_CHECKOUT_PATH,
  BOOKING_VIEW_PATH,
  bookingMessages,
  bookingOfFragment,
  type BookingPart,
  type BookingStep,
} from '../../common/rental/rental-booking';
import { formatCents, quoteRental, type RentalQuote } from '../../common/rental/rental-quote';
import { RENTAL_FACILITY_NAME } from '../../common/rental/rental-rules';
import { paymentEntrySchema } from '../../lambdas/domain/payments/payment-item';
import { withInboxKeys } from '../../lambdas/domain/requests/inbox-keys';
import { HOLD_RELEASER } from '../../lambdas/domain/requests/rental-moves';
import { requestItemSchema, type RequestItem } from '../../lambdas/domain/requests/request-item';
import { TEST_CARDS } from '../../local/services/stripe/stripe-stand-in';
import { apiEvent, errorText, jsonBody, officerClaims } from '../support/api-event';
import { freshIp, itemsOf } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { readEntry, useStripeWithWebhook, until } from '../support/payments';
import { putRentalModel, testRentalModel } from '../support/rental-model';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-booking-money-${process.pid}-` });
// This process plays the functions that approve, open the page, start checkouts and run the hook and the job.
const stripe = await useStripeWithWebhook(local);
const { handler: approve } = await import('../../lambdas/handlers/approve-rental-request');
const { handler: view } = await import('../../lambdas/handlers/get-rental-booking');
const { handler: checkout } = await import('../../lambdas/handlers/start-booking-checkout');
const { handler: calendarFile } = await import('../../lambdas/handlers/get-booking-calendar');
const { handler: releaseJob } = await import('../../lambdas/jobs/release-unpaid-holds');
const { tellSubjects } = await import('../../lambdas/domain/payments/subject-hooks');
const { paymentSubjectHooks } = await import('../../lambdas/payment-subjects');
const { releaseUnpaidHolds, remindBalances } = await import('../../lambdas/domain/requests/rental-booking-jobs');

await putRentalModel(local);

afterAll(async () => {
  await stripe.close();
  await local.close();
});

/** The renter's page's answer, as far as these tests read it. */
interface BookingAnswer {
  readonly status: string;
  readonly steps: readonly BookingStep[];
  readonly calendar?: string;
  readonly payOnline: boolean;
  readonly holdUntil?: number;
  readonly money: Readonly<Record<string, number>>;
  readonly entries: readonly Record<string, unknown>[];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let counter = 0;

/** A pending rental of the hall, quoted by the test model, on a day of its own. */
async function putPendingRental(): Promise<RequestItem> {
  counter += 1;
  const id = `BM${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(5, '0')}`;
  const start = clubTime(2027, 8, 1 + counter, 17);
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
      estimate: { cost: 400, deposit: 40, total: 440 },
      spaceId: 'hall',
      quote: quoteRental(testRentalModel, { spaceId: 'hall', start, end, attendees: 0, addOnIds: [], occurrences: 1 }),
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

async function approveAs(id: string) {
  return approve(
    apiEvent({
      method: 'POST',
      path: APPROVE_REQUEST_PATH.replace('{requestId}', id),
      routePath: APPROVE_REQUEST_PATH,
      pathParameters: { requestId: id },
      headers: { 'content-type': 'application/json' },
      body: '{}',
      claims: officerClaims('officer-booking-money'),
    }),
  );
}

/** An approved rental, with the reference and token its approval mail's link carries. */
async function approvedRental(): Promise<{ item: RequestItem; link: { ref: string; token: string }; mailText: string }> {
  const pending = await putPendingRental();
  expect((await approveAs(pending.id)).statusCode).toBe(200);
  const mail = (await itemsOf(local, 'outbox')).find((item) => item.about === `rental request ${pending.id}`);
  const mailText = String(mail?.text);
  const address = /^(http\S+\/booking#\S+)$/m.exec(mailText)?.[1] ?? '';
  const { ref = '', token = '' } = bookingOfFragment(new URL(address).hash);
  return { item: await readRequest(pending.id), link: { ref, token }, mailText };
}

function post(handler: typeof view, path: string, params: Record<string, string>, token: string) {
  let filled = path;
  for (const [name, value] of Object.entries(params)) filled = filled.replace(`{${name}}`, value);
  return handler(
    apiEvent({
      method: 'POST',
      path: filled,
      routePath: path,
      pathParameters: params,
      headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `${freshIp()}:443` },
      body: JSON.stringify({ token }),
    }),
  );
}

const openPage = (ref: string, token: string) => post(view, BOOKING_VIEW_PATH, { requestId: ref }, token);
const startPaying = (ref: string, token: string, part: BookingPart) =>
  post(checkout, BOOKING_CHECKOUT_PATH, { requestId: ref, part }, token);

/** Pays a checkout on the stand-in's page with the test card, and waits for the webhook to book it. */
async function payWithTestCard(checkoutUrl: string, paymentId: string) {
  const paid = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card: TEST_CARDS.pays, expiry: '12 / 34', cvc: '123', name: 'Rita Renter' }),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  return until(
    'the payment to be booked',
    () => readEntry(local, paymentId),
    (entry) => entry?.status === 'succeeded',
  );
}

/** What the payment-outcomes stream function does with the payment's change: the bookings' hook. */
async function tellHook(paymentId: string) {
  const entry = await readEntry(local, paymentId);
  const before = paymentEntrySchema.parse({ ...entry, status: 'pending' });
  await tellSubjects([{ table: 'payments', oldItem: before, newItem: entry }] as never, paymentSubjectHooks);
}

describe('an approved booking and its deposit', () => {
  it('holds the date for the quote’s days and mails the renter their booking page’s link', async () => {
    const before = Date.now();
    const { item, link, mailText } = await approvedRental();

    const quote = (item.kind === 'rental' ? item.quote : undefined) as RentalQuote;
    expect(quote.depositCents).toBeGreaterThan(0);
    expect(item.kind === 'rental' && item.hold?.until).toBeGreaterThanOrEqual(before + quote.holdDays * DAY);
    expect(item.kind === 'rental' && item.hold?.until).toBeLessThanOrEqual(Date.now() + quote.holdDays * DAY);
    expect(link.ref).toBe(item.id);
    expect(mailText).toContain('if it has not reached us by then, the date is released');
  });

  it('opens with its own link only: a forged token, or another booking’s, is the same 404', async () => {
    const first = await approvedRental();
    const second = await approvedRental();

    expect((await openPage(first.link.ref, first.link.token)).statusCode).toBe(200);
    const forged = await openPage(first.link.ref, 'A'.repeat(43));
    const crossed = await openPage(first.link.ref, second.link.token);
    expect([forged.statusCode, crossed.statusCode]).toEqual([404, 404]);
    expect(errorText(crossed)).toBe(bookingMessages.badLink);
    expect((await startPaying(first.link.ref, second.link.token, 'deposit')).statusCode).toBe(404);
  });

  it('takes the deposit the server prices from the booked quote, meets the hold, and then asks the balance', async () => {
    const { item, link } = await approvedRental();
    const quote = (item.kind === 'rental' ? item.quote : undefined) as RentalQuote;

    const opened = jsonBody(await openPage(link.ref, link.token)) as BookingAnswer;
    expect(opened).toMatchObject({ status: 'approved', payOnline: true, holdUntil: item.kind === 'rental' ? item.hold?.until : 0 });
    expect(opened.money).toEqual({
      heldCents: 0,
      pendingCents: 0,
      depositOwedCents: quote.depositCents,
      balanceOwedCents: quote.totalCents,
    });

    // Each step with its date: requested, approved, the deposit's deadline still to come, and the balance's.
    expect(opened.steps).toEqual([
      { step: 'requested', label: 'Requested', at: item.createdAt },
      { step: 'approved', label: 'Approved: awaiting your deposit', at: item.kind === 'rental' ? item.approvedAt : 0 },
      expect.objectContaining({ step: 'deposit-due', at: item.kind === 'rental' ? item.hold?.until : 0, due: true }),
      expect.objectContaining({ step: 'balance-due', due: true }),
    ]);

    const started = await startPaying(link.ref, link.token, 'deposit');
    expect(started.statusCode).toBe(201);
    const { checkoutUrl, amountCents } = jsonBody(started) as { checkoutUrl: string; amountCents: number };
    expect(amountCents).toBe(quote.depositCents);
    // A double click finds the same page.
    expect((jsonBody(await startPaying(link.ref, link.token, 'deposit')) as { checkoutUrl: string }).checkoutUrl).toBe(checkoutUrl);
    const [payment] = (await itemsOf(local, 'payments')).filter((entry) => entry.subjectId === item.id);
    expect(payment).toMatchObject({ subjectKind: 'booking', amountCents: quote.depositCents, status: 'pending' });

    await payWithTestCard(checkoutUrl, String(payment?.id));
    await tellHook(String(payment?.id));
    // Told twice, as a stream may: the same.
    const met = await readRequest(item.id);
    await tellHook(String(payment?.id));
    expect(met.kind === 'rental' && met.depositPaidAt).toBeGreaterThan(0);
    expect(await readRequest(item.id)).toEqual(met);

    const paid = jsonBody(await openPage(link.ref, link.token)) as BookingAnswer;
    expect(paid.money).toEqual({
      heldCents: quote.depositCents,
      pendingCents: 0,
      depositOwedCents: 0,
      balanceOwedCents: quote.totalCents - quote.depositCents,
    });
    expect(paid.holdUntil).toBeUndefined();
    expect(paid.entries).toEqual([
      expect.objectContaining({ kind: 'payment', amountCents: quote.depositCents, receipt: expect.stringContaining('token=') }),
    ]);
    expect(paid.steps.map((step) => [step.step, step.due ?? false])).toEqual([
      ['requested', false],
      ['approved', false],
      ['confirmed', false],
      ['balance-due', true],
    ]);
    expect(paid.steps[2]?.at).toBe(met.kind === 'rental' ? met.depositPaidAt : 0);
    const again = await startPaying(link.ref, link.token, 'deposit');
    expect([again.statusCode, errorText(again)]).toEqual([409, bookingMessages.nothingOwed('deposit')]);
    const balance = await startPaying(link.ref, link.token, 'balance');
    expect(balance.statusCode).toBe(201);
    const balancePaid = jsonBody(balance) as { checkoutUrl: string; amountCents: number };
    expect(balancePaid.amountCents).toBe(quote.totalCents - quote.depositCents);
    const balanceEntry = (await itemsOf(local, 'payments')).find((entry) => entry.subjectId === item.id && entry.id !== payment?.id);
    const booked = await payWithTestCard(balancePaid.checkoutUrl, String(balanceEntry?.id));

    // Paid in full when the balance's payment was booked; nothing is due any more.
    const full = jsonBody(await openPage(link.ref, link.token)) as BookingAnswer;
    expect(full.steps.map((step) => step.step)).toEqual(['requested', 'approved', 'confirmed', 'paid']);
    expect(full.steps.at(-1)).toEqual({ step: 'paid', label: 'Paid in full', at: booked?.bookedAt ?? booked?.updatedAt });
    expect(full.steps.some((step) => step.due)).toBe(false);
  });
});

describe('the booked dates as a calendar file', () => {
  function download(ref: string, token: string) {
    const path = BOOKING_CALENDAR_PATH.replace('{requestId}', ref).replace('{token}', token);
    return calendarFile(apiEvent({ method: 'GET', path, routePath: BOOKING_CALENDAR_PATH, pathParameters: { requestId: ref, token } }));
  }

  it('answers text/calendar in Chicago time from the page’s link, and nothing to the page’s own token or once cancelled', async () => {
    const { item, link } = await approvedRental();
    const opened = jsonBody(await openPage(link.ref, link.token)) as BookingAnswer;
    const address = new URL(opened.calendar ?? '');
    const calendarToken = /\/([A-Za-z0-9_-]{43})\/booking\.ics$/.exec(address.pathname)?.[1] ?? '';
    expect(address.pathname).toBe(BOOKING_CALENDAR_PATH.replace('{requestId}', item.id).replace('{token}', calendarToken));
    expect(calendarToken).not.toBe(link.token);

    const answer = await download(item.id, calendarToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers?.['content-type']).toBe('text/calendar; charset=utf-8');
    const text = String(answer.body);
    const start = item.kind === 'rental' ? item.details.start : 0;
    const wallClock = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Chicago',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(start)
      .replace(/[-:]/g, '')
      .replace(', ', 'T');
    expect(text).toContain(`DTSTART;TZID=America/Chicago:${wallClock}00`);
    expect(text).toContain(`SUMMARY:Party ${item.id}`);
    expect(text).toContain('BEGIN:VTIMEZONE');

    // The page's token opens the page, not the file; another booking's file token opens nothing here.
    expect((await download(item.id, link.token)).statusCode).toBe(404);
    const other = await approvedRental();
    const otherAddress = (jsonBody(await openPage(other.link.ref, other.link.token)) as BookingAnswer).calendar ?? '';
    const otherToken = /\/([A-Za-z0-9_-]{43})\/booking\.ics$/.exec(otherAddress)?.[1];
    expect((await download(item.id, otherToken ?? '')).statusCode).toBe(404);

    // Cancelled: the page lists the cancellation with its date and offers no file, and the file's link answers 404.
    const { handler: cancel } = await import('../../lambdas/handlers/cancel-rental-request');
    const cancelled = await cancel(
      apiEvent({
        method: 'POST',
        path: CANCEL_REQUEST_PATH.replace('{requestId}', item.id),
        routePath: CANCEL_REQUEST_PATH,
        pathParameters: { requestId: item.id },
        headers: { 'content-type': 'application/json' },
        body: '{}',
        claims: officerClaims('officer-booking-money'),
      }),
    );
    expect(cancelled.statusCode).toBe(200);
    const after = jsonBody(await openPage(link.ref, link.token)) as BookingAnswer;
    expect(after.calendar).toBeUndefined();
    expect(after.steps.map((step) => step.step)).toEqual(['requested', 'approved', 'cancelled']);
    // The approval keeps its own date after the cancellation moved the request again.
    expect(after.steps[1]?.at).toBe(item.kind === 'rental' ? item.approvedAt : 0);
    expect(after.steps.at(-1)?.at).toBeGreaterThan(0);
    const gone = await download(item.id, calendarToken);
    expect([gone.statusCode, errorText(gone)]).toEqual([404, bookingMessages.noCalendar]);
  });
});

describe('the hold', () => {
  it('is released once lapsed and unpaid, its bookings gone and the renter mailed; a paid hold and an open checkout keep theirs', async () => {
    const unpaid = await approvedRental();
    const paying = await approvedRental();
    const paid = await approvedRental();
    expect((await startPaying(paying.link.ref, paying.link.token, 'deposit')).statusCode).toBe(201);
    const paidStart = jsonBody(await startPaying(paid.link.ref, paid.link.token, 'deposit')) as { checkoutUrl: string };
    const [paidPayment] = (await itemsOf(local, 'payments')).filter((entry) => entry.subjectId === paid.item.id);
    await payWithTestCard(paidStart.checkoutUrl, String(paidPayment?.id));
    await tellHook(String(paidPayment?.id));
    const until = unpaid.item.kind === 'rental' ? (unpaid.item.hold?.until ?? 0) : 0;

    // Before its deadline it stays (the file's earlier holds, approved before it, may go).
    await releaseUnpaidHolds(until - 1);
    expect((await readRequest(unpaid.item.id)).status).toBe('approved');
    const result = await releaseUnpaidHolds(until + DAY);

    expect(result.released).toBeGreaterThanOrEqual(1);
    const released = await readRequest(unpaid.item.id);
    expect(released).toMatchObject({ status: 'cancelled', decidedBy: HOLD_RELEASER });
    const bookingIds = (await itemsOf(local, 'bookings')).map((booking) => booking.id);
    expect(bookingIds).not.toContain(unpaid.item.kind === 'rental' ? unpaid.item.bookingId : '');
    expect(bookingIds).toContain(paid.item.kind === 'rental' ? paid.item.bookingId : '');
    expect(bookingIds).toContain(paying.item.kind === 'rental' ? paying.item.bookingId : '');
    expect((await readRequest(paid.item.id)).status).toBe('approved');
    expect((await readRequest(paying.item.id)).status).toBe('approved');
    const mail = (await itemsOf(local, 'outbox')).filter((item) => item.about === `rental request ${unpaid.item.id}`);
    expect(mail.map((item) => item.subject)).toContain(`Your booking is released (${unpaid.item.id})`);
    // Run again: nothing more to release.
    expect((await releaseUnpaidHolds(until + DAY)).released).toBe(0);
  });

  it('is what the scheduled job releases', async () => {
    const report = await releaseJob();
    expect(report).toEqual({ lapsed: expect.any(Number), released: expect.any(Number) });
  });
});

describe('the balance reminder', () => {
  /** An approved rental whose deposit (or `cents`) an officer recorded as paid, the hook told. */
  async function withPaid(cents?: (quote: RentalQuote) => number) {
    const approved = await approvedRental();
    const quote = (approved.item.kind === 'rental' ? approved.item.quote : undefined) as RentalQuote;
    const { handler: record } = await import('../../lambdas/handlers/record-offline-payment');
    const recorded = await record(
      apiEvent({
        method: 'POST',
        path: '/api/officer/payments',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          subject: { kind: 'booking', id: approved.item.id },
          amountCents: cents ? cents(quote) : quote.depositCents,
          method: 'cheque',
          description: 'Hall hire deposit',
          receivedAt: Date.now() - 1_000,
        }),
        claims: officerClaims('officer-booking-money'),
      }),
    );
    expect(recorded.statusCode).toBe(201);
    const [payment] = (await itemsOf(local, 'payments')).filter((entry) => entry.subjectId === approved.item.id);
    await tellHook(String(payment?.id));
    return { ...approved, quote, item: await readRequest(approved.item.id) };
  }

  const reminders = async (id: string) =>
    (await itemsOf(local, 'outbox')).filter(
      (item) => item.about === `rental request ${id}` && String(item.subject).startsWith('The balance'),
    );

  it('mails the balance still owed once, in the week before it is due, with the booking page', async () => {
    const confirmed = await withPaid();
    const unpaid = await approvedRental();
    const paidUp = await withPaid((quote) => quote.totalCents);
    const start = confirmed.item.kind === 'rental' ? confirmed.item.details.start : 0;
    const dueAt = start - confirmed.quote.balanceDueDays * DAY;

    await remindBalances(dueAt - 8 * DAY);
    expect(await reminders(confirmed.item.id)).toEqual([]);
    await remindBalances(dueAt - 6 * DAY);
    await remindBalances(dueAt - 5 * DAY);

    const [mail, ...more] = await reminders(confirmed.item.id);
    expect(more).toEqual([]);
    const owed = confirmed.quote.totalCents - confirmed.quote.depositCents;
    expect(String(mail?.text)).toContain(`The balance of your booking, ${formatCents(owed)}, is due by`);
    expect(String(mail?.text)).toMatch(/\/booking#ref=/);
    expect(await reminders(unpaid.item.id)).toEqual([]);
    expect(await reminders(paidUp.item.id)).toEqual([]);
  });

  it("mails it as many days ahead as the officers' money rules say, and a week ahead under a model saved before the rule", async () => {
    const confirmed = await withPaid();
    const start = confirmed.item.kind === 'rental' ? confirmed.item.details.start : 0;
    const dueAt = start - confirmed.quote.balanceDueDays * DAY;
    await putRentalModel(local, { ...testRentalModel, policy: { ...testRentalModel.policy, balanceReminderDays: 20 } });
    try {
      await remindBalances(dueAt - 21 * DAY);
      expect(await reminders(confirmed.item.id)).toEqual([]);
      await remindBalances(dueAt - 19 * DAY);
      expect(await reminders(confirmed.item.id)).toHaveLength(1);

      // A model stored before the lead time was a rule has none: it reads as a week.
      const other = await withPaid();
      const otherDue = (other.item.kind === 'rental' ? other.item.details.start : 0) - other.quote.balanceDueDays * DAY;
      const { balanceReminderDays: _, ...oldPolicy } = testRentalModel.policy;
      await putRentalModel(local, { ...testRentalModel, policy: oldPolicy } as unknown as typeof testRentalModel);
      await remindBalances(otherDue - 8 * DAY);
      expect(await reminders(other.item.id)).toEqual([]);
      await remindBalances(otherDue - 6 * DAY);
      expect(await reminders(other.item.id)).toHaveLength(1);
    } finally {
      await putRentalModel(local);
    }
  });
});
