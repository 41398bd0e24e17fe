// Stripe's events at the webhook route, against DynamoDB Local: only an event whose Stripe-Signature
// verifies over the exact bytes with the endpoint's secret, within five minutes, is applied; a
// repeated or replayed event is applied once (one receipt number, one receipt mail); events arriving
// out of order leave the payment where the latest state says; and the amount booked is the server's,
// never a session's that differs from it.

import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { route } from '../../lambdas/routes';
import { STRIPE_WEBHOOK_PATH } from '../../common/payments/payments';
import { lastReceiptNumber } from '../../lambdas/domain/payments/receipt-numbers';
import { itemsOf, mockSes, postTo } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { pendingPayment, putEntry, readEntry, sessionEvent, stripeHeaders, usePaymentsSecret } from '../support/payments';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-pay-webhook-${process.pid}-`, fn: route('stripe-webhook') });
const ses = mockSes();
const { handler } = await import('../../lambdas/handlers/stripe-webhook');
const post = postTo(handler, STRIPE_WEBHOOK_PATH);

/** Posts an event's exact text with its signature headers (signed now with the endpoint's secret unless told otherwise). */
function deliver(event: Record<string, unknown>, sign: { secret?: string; timestamp?: number; payload?: string } = {}) {
  const payload = JSON.stringify(event);
  return post(undefined, { rawBody: sign.payload ?? payload, headers: stripeHeaders(payload, sign.secret, sign.timestamp) });
}

async function mailAbout(paymentId: string) {
  return (await itemsOf(local, 'outbox')).filter((item) => item.about === `payment ${paymentId}`);
}

beforeEach(() => usePaymentsSecret());
afterAll(async () => {
  ses.restore();
  await local.close();
});

describe('a forged Stripe event', () => {
  it.each<[string, { secret?: string; timestamp?: number; payload?: string }]>([
    ['signed with another secret', { secret: 'whsec_not_the_endpoints' }],
    ['signed ten minutes ago (a replay past the tolerance)', { timestamp: Math.floor(Date.now() / 1000) - 600 }],
    ['whose body was changed after signing', { payload: 'changed' }],
  ])('is refused with 400 and changes nothing when %s', async (_case, sign) => {
    const payment = pendingPayment();
    await putEntry(local, payment);
    const event = sessionEvent('checkout.session.completed', payment);
    const payload =
      sign.payload === 'changed' ? JSON.stringify(event).replace(`"amount_total":${payment.amountCents}`, '"amount_total":1') : undefined;

    const answer = await deliver(event, { ...sign, payload });

    expect(answer.statusCode).toBe(400);
    expect((await readEntry(local, payment.id))?.status).toBe('pending');
    expect(await mailAbout(payment.id)).toEqual([]);
  });

  it('is refused without a Stripe-Signature header', async () => {
    const payment = pendingPayment();
    await putEntry(local, payment);
    const answer = await post(undefined, { rawBody: JSON.stringify(sessionEvent('checkout.session.completed', payment)) });
    expect(answer.statusCode).toBe(400);
    expect((await readEntry(local, payment.id))?.status).toBe('pending');
  });

  it('is refused while Stripe is not set up (the secret holds no keys)', async () => {
    usePaymentsSecret(null);
    const payment = pendingPayment();
    await putEntry(local, payment);
    expect((await deliver(sessionEvent('checkout.session.completed', payment))).statusCode).toBe(400);
    expect((await readEntry(local, payment.id))?.status).toBe('pending');
  });
});

describe('a verified Stripe event', () => {
  it('books the payment with the next receipt number and mails the payer a receipt of fixed words', async () => {
    const payment = pendingPayment();
    await putEntry(local, payment);
    const before = await lastReceiptNumber();

    const answer = await deliver(sessionEvent('checkout.session.completed', payment));

    expect(answer.statusCode).toBe(200);
    const booked = await readEntry(local, payment.id);
    expect(booked).toMatchObject({ status: 'succeeded', receiptNumber: before + 1, book: 'book', amountCents: payment.amountCents });
    const [mail] = await mailAbout(payment.id);
    expect(mail?.to).toEqual([payment.payerEmail]);
    expect(String(mail?.text)).toContain('$250.00');
    expect(String(mail?.text)).toContain(`Receipt number: ${String(before + 1).padStart(6, '0')}`);
    expect(String(mail?.text)).toMatch(/\/public\/api\/payments\/receipts\/pay_[^?]+\?token=[\w-]{43}/);
    // Nothing Stripe's form took from the payer reaches the mail.
    expect(JSON.stringify(mail)).not.toMatch(/Typed by the payer|typed-by-the-payer/);
  });

  it('is applied once however often Stripe sends it: one receipt number, one mail', async () => {
    const payment = pendingPayment();
    await putEntry(local, payment);
    const event = sessionEvent('checkout.session.completed', payment);
    const before = await lastReceiptNumber();

    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    const again = await deliver(event);

    expect([...answers, again].map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await lastReceiptNumber()).toBe(before + 1);
    expect((await readEntry(local, payment.id))?.receiptNumber).toBe(before + 1);
    expect(await mailAbout(payment.id)).toHaveLength(1);
  });

  it('out of order: a bank payment that settled before its completion arrived stays paid', async () => {
    const payment = pendingPayment();
    await putEntry(local, payment);

    await deliver(sessionEvent('checkout.session.async_payment_succeeded', payment));
    await deliver(sessionEvent('checkout.session.completed', payment, { payment_status: 'unpaid' }));
    await deliver(sessionEvent('checkout.session.expired', payment));

    expect((await readEntry(local, payment.id))?.status).toBe('succeeded');
    expect(await mailAbout(payment.id)).toHaveLength(1);
  });

  it('in order: a bank payment is processing until it settles, then booked', async () => {
    const payment = pendingPayment();
    await putEntry(local, payment);

    await deliver(sessionEvent('checkout.session.completed', payment, { payment_status: 'unpaid' }));
    const processing = await readEntry(local, payment.id);
    await deliver(sessionEvent('checkout.session.async_payment_failed', payment));

    expect(processing?.status).toBe('processing');
    expect(processing?.receiptNumber).toBeUndefined();
    expect(await readEntry(local, payment.id)).toMatchObject({ status: 'failed' });
    expect((await readEntry(local, payment.id))?.receiptNumber).toBeUndefined();
  });

  it('books only the amount the server asked for: a session for another amount is not booked', async () => {
    const payment = pendingPayment();
    await putEntry(local, payment);

    const answer = await deliver(sessionEvent('checkout.session.completed', payment, { amount_total: 100 }));

    expect(answer.statusCode).toBe(200);
    expect(await readEntry(local, payment.id)).toMatchObject({ status: 'pending', amountCents: payment.amountCents });
    expect(await mailAbout(payment.id)).toEqual([]);
  });

  it('ignores a session that is not one of the site’s payments', async () => {
    const stranger = pendingPayment();
    const answer = await deliver(sessionEvent('checkout.session.completed', stranger));
    expect(answer.statusCode).toBe(200);
    expect(await readEntry(local, stranger.id)).toBeUndefined();
  });
});
