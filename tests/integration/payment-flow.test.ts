// A whole payment as the club's site makes one, locally: a checkout started by the spine's own
// function through the real `stripe` SDK against the Stripe stand-in, paid on the stand-in's page
// with the test card, Stripe's signed event delivered to the local API server's webhook route, the
// payment booked with its receipt number, the receipt mail in the outbox and its link opening the
// PDF; then a refund through Stripe, and the daily reconciliation, which raises its metric on a
// difference between Stripe and the table and not otherwise.

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { startCheckout } from '../../lambdas/domain/payments/checkout';
import { refundPayment } from '../../lambdas/domain/payments/refunds';
import { PAYMENT_METRICS } from '../../lambdas/runtime/metric-names';
import { TEST_CARDS } from '../../local/services/stripe/stripe-stand-in';
import { itemsOf } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { readEntry, useStripeWithWebhook, until } from '../support/payments';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-pay-flow-${process.pid}-` });
// This process plays the function that starts a checkout (the renter's page, later): the same secret, the same stand-in.
const { standIn, api, close: closeStripe } = await useStripeWithWebhook(local, ['get-payment-receipt']);
const { handler: reconcileJob } = await import('../../lambdas/jobs/reconcile-payments');

afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  await closeStripe();
  await local.close();
});

function pay(url: string, card: string) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card, expiry: '12 / 34', cvc: '123', name: 'A Renter' }),
    redirect: 'manual',
  });
}

async function startAndPay(id: string) {
  const checkout = await startCheckout({
    subject: { kind: 'booking', id },
    lines: [
      { label: 'Banquet hall, Saturday evening', unitCents: 60_000, quantity: 1 },
      { label: 'Round tables', unitCents: 1_500, quantity: 4 },
    ],
    description: `Hall hire deposit, booking ${id}`,
    payerEmail: 'renter@example.com',
    idempotencyKey: `flow-${id}`,
    successUrl: 'http://localhost:5174/rental/paid',
    cancelUrl: 'http://localhost:5174/rental',
  });
  expect(checkout.amountCents).toBe(66_000);
  expect((await fetch(checkout.checkoutUrl)).status).toBe(200);
  expect((await pay(checkout.checkoutUrl, TEST_CARDS.pays)).status).toBe(303);
  const booked = await until(
    'the payment to be booked',
    () => readEntry(local, checkout.paymentId),
    (entry) => entry?.status === 'succeeded',
  );
  return { checkout, booked };
}

/** Runs the job with `now` past the settling time, and returns the metric lines it printed. */
async function reconcileNow(): Promise<Record<string, unknown>[]> {
  const printed: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    printed.push(String(chunk));
    return true;
  });
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 60_000 });
  try {
    await reconcileJob();
  } finally {
    vi.useRealTimers();
    vi.restoreAllMocks();
  }
  return printed.filter((line) => line.includes('"_aws"')).map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('a payment through Stripe Checkout, locally', () => {
  it('is booked from the webhook with its receipt number, its receipt mail in the outbox, the mail’s link opening the PDF', async () => {
    const { checkout, booked } = await startAndPay('B-FLOW-1');

    expect(booked).toMatchObject({ status: 'succeeded', amountCents: 66_000, method: 'stripe' });
    expect(booked?.receiptNumber).toBeGreaterThan(0);
    const mail = (await itemsOf(local, 'outbox')).find((item) => item.about === `payment ${checkout.paymentId}`);
    expect(mail?.to).toEqual(['renter@example.com']);
    const link = /Your receipt \(PDF\): (\S+)/.exec(String(mail?.text))?.[1] ?? '';
    const onApi = new URL(link);
    const pdf = await fetch(`${api.url}${onApi.pathname}${onApi.search}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const forged = await fetch(`${api.url}${onApi.pathname}?token=${'A'.repeat(43)}`);
    expect(forged.status).toBe(404);
  });

  it('a second start with the same key finds the same payment and page', async () => {
    const first = await startCheckout({
      subject: { kind: 'membership', id: 'M-FLOW' },
      lines: [{ label: 'Season dues', unitCents: 12_000, quantity: 1 }],
      description: 'Season dues',
      idempotencyKey: 'dues-flow-key',
      successUrl: 'http://localhost:5174/',
      cancelUrl: 'http://localhost:5174/',
    });
    const again = await startCheckout({
      subject: { kind: 'membership', id: 'M-FLOW' },
      lines: [{ label: 'Season dues', unitCents: 12_000, quantity: 1 }],
      description: 'Season dues',
      idempotencyKey: 'dues-flow-key',
      successUrl: 'http://localhost:5174/',
      cancelUrl: 'http://localhost:5174/',
    });
    expect(again).toEqual(first);
  });

  it('is refunded in part through Stripe, the refund booked with its own receipt', async () => {
    const { checkout } = await startAndPay('B-FLOW-2');
    const refund = await refundPayment({
      paymentId: checkout.paymentId,
      input: { amountCents: 6_000, reason: 'cancelled-by-payer' },
      officer: 'treasurer@example.com',
      idempotencyKey: 'refund-flow-key-0001',
    });
    expect(refund).toMatchObject({ status: 'succeeded', method: 'stripe', amountCents: 6_000 });
    expect(refund.receiptNumber).toBeGreaterThan(0);
    await standIn.deliveriesSettled();
    expect(await readEntry(local, refund.id)).toMatchObject({ status: 'succeeded', receiptNumber: refund.receiptNumber });
    expect(await readEntry(local, checkout.paymentId)).toMatchObject({ refundedCents: 6_000 });
  });
});

describe('the daily reconciliation', () => {
  it('publishes no difference while the table and Stripe agree', async () => {
    await standIn.deliveriesSettled();
    const metrics = await reconcileNow();
    expect(metrics.filter((line) => PAYMENT_METRICS.reconciliationDifferences in line)).toEqual([]);
  });

  it('raises its metric when the table disagrees with Stripe', async () => {
    const { checkout } = await startAndPay('B-FLOW-3');
    // As if the webhook had been lost: the table still says pending while Stripe says paid.
    await local.ddb.send(
      new UpdateCommand({
        TableName: local.tableName('payments'),
        Key: { id: checkout.paymentId },
        UpdateExpression: 'SET #status = :pending REMOVE book, bookedAt',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pending': 'pending' },
      }),
    );

    const metrics = await reconcileNow();

    const line = metrics.find((entry) => PAYMENT_METRICS.reconciliationDifferences in entry);
    expect(line?.[PAYMENT_METRICS.reconciliationDifferences]).toBe(1);
  });
});
