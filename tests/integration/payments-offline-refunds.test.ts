// Officers' money against DynamoDB Local, through the officer rows' handlers: an offline payment is
// recorded in the same states as an online one (succeeded, a receipt number, the receipt mail), once
// per idempotency key; refunds, whole or in part with a reason, are entries of their own with their
// own receipt, never more than was paid; a subject's payments add up; receipt numbers have no gap
// however many are taken at once; and the treasurer's CSV adds up to what the table holds.

import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENTS_CSV_PATH, PAYMENTS_PATH, type OfflinePaymentInput } from '../../common/payments/payments';
import { clubDay } from '../../common/club-time';
import { IDEMPOTENCY_HEADER } from '../../common/requests/visitor-forms';
import { recordOfflinePayment } from '../../lambdas/domain/payments/offline';
import { lastReceiptNumber } from '../../lambdas/domain/payments/receipt-numbers';
import { apiEvent, officerClaims } from '../support/api-event';
import { bodyOf, itemsOf, mockSes } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { readEntry, usePaymentsSecret } from '../support/payments';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-pay-offline-${process.pid}-` });
const ses = mockSes();
const { handler: record } = await import('../../lambdas/handlers/record-offline-payment');
const { handler: refund } = await import('../../lambdas/handlers/refund-payment');
const { handler: list } = await import('../../lambdas/handlers/list-subject-payments');
const { handler: csv } = await import('../../lambdas/handlers/payments-csv');
const { handler: officerReceipt } = await import('../../lambdas/handlers/get-officer-receipt');

const officer = officerClaims('treasurer');
let keyCounter = 0;
const newKey = () => `key-${process.pid}-${Date.now()}-${++keyCounter}`.padEnd(20, '0');

function offline(overrides: Partial<OfflinePaymentInput> = {}): OfflinePaymentInput {
  return {
    subject: { kind: 'membership', id: `M-${process.pid}-${keyCounter}` },
    amountCents: 12_000,
    method: 'cheque',
    description: 'Season dues',
    receivedAt: Date.now() - 60_000,
    reference: 'Cheque 1043',
    payerEmail: 'member@example.com',
    ...overrides,
  };
}

function post(handler: typeof record, path: string, body: unknown, key: string, pathParameters?: Record<string, string>) {
  return handler(
    apiEvent({
      method: 'POST',
      path,
      pathParameters,
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER.toLowerCase()]: key },
      body: JSON.stringify(body),
      claims: officer,
    }),
  );
}

const refundPath = (paymentId: string) => `/api/officer/payments/${paymentId}/refunds`;

beforeEach(() => usePaymentsSecret(null));
afterAll(async () => {
  ses.restore();
  await local.close();
});

describe('an offline payment', () => {
  it('is recorded as succeeded with the next receipt number and the receipt mailed, once per key', async () => {
    const key = newKey();
    const before = await lastReceiptNumber();
    const input = offline();

    const first = await post(record, PAYMENTS_PATH, input, key);
    const again = await post(record, PAYMENTS_PATH, input, key);

    expect(first.statusCode).toBe(201);
    const payment = bodyOf(first).payment as { id: string; status: string; receiptNumber: number; method: string };
    expect(payment).toMatchObject({
      status: 'succeeded',
      method: 'cheque',
      receiptNumber: before + 1,
      recordedBy: 'treasurer@example.test',
    });
    expect((bodyOf(again).payment as { id: string }).id).toBe(payment.id);
    expect(await lastReceiptNumber()).toBe(before + 1);
    const mail = (await itemsOf(local, 'outbox')).filter((item) => item.about === `payment ${payment.id}`);
    expect(mail).toHaveLength(1);
    expect(String(mail[0]?.text)).toContain('$120.00');
  });

  it('is refused for a date in the future, an amount that is not whole cents, or none', async () => {
    for (const body of [offline({ receivedAt: Date.now() + 86_400_000 }), offline({ amountCents: 12.5 }), offline({ amountCents: 0 })]) {
      expect((await post(record, PAYMENTS_PATH, body, newKey())).statusCode).toBe(400);
    }
  });
});

describe('a refund', () => {
  it('of part, then the rest, is an entry of its own in the same states, with its own receipt; no more is refundable', async () => {
    const { payment } = bodyOf(await post(record, PAYMENTS_PATH, offline({ amountCents: 50_000, method: 'cash' }), newKey())) as {
      payment: { id: string; receiptNumber: number };
    };

    const part = await post(refund, refundPath(payment.id), { amountCents: 20_000, reason: 'damage-deposit-returned' }, newKey(), {
      paymentId: payment.id,
    });
    const rest = await post(refund, refundPath(payment.id), { reason: 'cancelled-by-club' }, newKey(), { paymentId: payment.id });
    const more = await post(refund, refundPath(payment.id), { amountCents: 1, reason: 'overpaid' }, newKey(), { paymentId: payment.id });

    expect(part.statusCode).toBe(201);
    expect(bodyOf(part).refund).toMatchObject({ status: 'succeeded', amountCents: 20_000, method: 'cash', paymentId: payment.id });
    expect(bodyOf(rest).refund).toMatchObject({ status: 'succeeded', amountCents: 30_000 });
    expect((bodyOf(rest).refund as { receiptNumber: number }).receiptNumber).toBe(
      (bodyOf(part).refund as { receiptNumber: number }).receiptNumber + 1,
    );
    expect(more.statusCode).toBe(409);
    expect(await readEntry(local, payment.id)).toMatchObject({ status: 'succeeded', refundedCents: 50_000 });
  });

  it('needs a note when the reason is "other", and a payment that went through', async () => {
    const { payment } = bodyOf(await post(record, PAYMENTS_PATH, offline(), newKey())) as { payment: { id: string } };
    expect((await post(refund, refundPath(payment.id), { reason: 'other' }, newKey(), { paymentId: payment.id })).statusCode).toBe(400);
    expect((await post(refund, refundPath('pay_none'), { reason: 'overpaid' }, newKey(), { paymentId: 'pay_none' })).statusCode).toBe(404);
  });

  it('made twice at once gives back no more than was paid', async () => {
    const { payment } = bodyOf(await post(record, PAYMENTS_PATH, offline({ amountCents: 10_000 }), newKey())) as {
      payment: { id: string };
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        post(refund, refundPath(payment.id), { amountCents: 6_000, reason: 'duplicate' }, newKey(), { paymentId: payment.id }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(await readEntry(local, payment.id)).toMatchObject({ refundedCents: 6_000 });
  });
});

describe("a subject's money", () => {
  it('lists its payments and refunds and adds them up', async () => {
    const subject = { kind: 'ticketOrder' as const, id: `T-${process.pid}` };
    const paid = bodyOf(await post(record, PAYMENTS_PATH, offline({ subject, amountCents: 4_000 }), newKey())).payment as { id: string };
    await post(record, PAYMENTS_PATH, offline({ subject, amountCents: 2_500, method: 'cash' }), newKey());
    await post(refund, refundPath(paid.id), { amountCents: 1_000, reason: 'overpaid' }, newKey(), { paymentId: paid.id });

    const answer = bodyOf(await list(apiEvent({ path: PAYMENTS_PATH, query: subject, claims: officer })));

    expect(answer).toMatchObject({ paidCents: 6_500, refundedCents: 1_000, netCents: 5_500, pendingCents: 0, stripeConnected: false });
    expect(answer.payments).toHaveLength(2);
    expect(answer.refunds).toHaveLength(1);
  });
});

describe('receipt numbers', () => {
  it('have no gap and no repeat when many payments are booked at the same moment', async () => {
    const before = await lastReceiptNumber();
    const count = 12;
    const payments = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        recordOfflinePayment({
          input: offline({ amountCents: 100 + index, payerEmail: undefined }),
          officer: 'o@example.com',
          idempotencyKey: newKey(),
        }),
      ),
    );
    const numbers = payments.map((payment) => payment.receiptNumber).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(numbers).toEqual(Array.from({ length: count }, (_, index) => before + 1 + index));
    expect(await lastReceiptNumber()).toBe(before + count);
  });
});

describe("the treasurer's CSV", () => {
  it('has a row for every entry booked in the days asked for, and its amounts add up to the total row and the table', async () => {
    const today = clubDay(Date.now());
    const answer = await csv(apiEvent({ path: PAYMENTS_CSV_PATH, query: { from: today, to: today }, claims: officer }));
    expect(answer.statusCode).toBe(200);
    expect(String(answer.headers?.['content-type'])).toContain('text/csv');
    const lines = String(answer.body).trimEnd().split('\r\n');
    const rows = lines.slice(1, -1).map((line) => line.split(','));
    const total = lines.at(-1)?.split(',') ?? [];

    const booked = (await itemsOf(local, 'payments')).filter((item) => item.book === 'book');
    const net = booked.reduce((sum, item) => sum + (item.entry === 'refund' ? -Number(item.amountCents) : Number(item.amountCents)), 0);
    expect(rows).toHaveLength(booked.length);
    const column = (index: number) => rows.reduce((sum, row) => sum + Math.round(Number(row[index] || 0) * 100), 0);
    const [paidIn, refunded] = [column(7), column(8)];
    expect(paidIn - refunded).toBe(net);
    expect([Math.round(Number(total[7]) * 100), Math.round(Number(total[8]) * 100)]).toEqual([paidIn, refunded]);
    expect(total[5]).toBe(`Net ${(net / 100).toFixed(2)} (${rows.length} entries)`);
    expect(lines[0]).toBe(
      'Receipt,Booked (Chicago),Entry,Kind,Subject,Description,Method,Paid in (USD),Refunded (USD),Reference,Stripe id',
    );
  });

  it('holds nothing booked outside the days asked for', async () => {
    const answer = await csv(apiEvent({ path: PAYMENTS_CSV_PATH, query: { from: '2001-01-01', to: '2001-01-31' }, claims: officer }));
    expect(String(answer.body).trimEnd().split('\r\n')).toHaveLength(2);
  });
});

describe("an officer's receipt download", () => {
  it('is the PDF of a numbered entry', async () => {
    const { payment } = bodyOf(await post(record, PAYMENTS_PATH, offline(), newKey())) as { payment: { id: string } };
    const answer = await officerReceipt(
      apiEvent({ path: `/api/officer/payments/${payment.id}/receipt.pdf`, pathParameters: { entryId: payment.id }, claims: officer }),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.isBase64Encoded).toBe(true);
    expect(Buffer.from(String(answer.body), 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });
});
