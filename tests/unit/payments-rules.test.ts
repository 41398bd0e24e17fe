// The payments' small rules: cents written as money, Stripe's form encoding as the stand-in reads
// it, a checkout's total from its lines and the id a key gives, what a subject's entries add up to,
// and which changes of the payments table a subject's domain is told of.

import { describe, expect, it, vi } from 'vitest';
import { centsToDecimal, formatCents, refundSchema } from '../../common/payments/payments';
import { checkoutPaymentId, totalOf } from '../../lambdas/domain/payments/checkout';
import { type PaymentItem, paymentItemSchema, type RefundItem, refundItemSchema } from '../../lambdas/domain/payments/payment-item';
import { outcomeOf, tellSubjects } from '../../lambdas/domain/payments/subject-hooks';
import { sumEntries } from '../../lambdas/domain/payments/subject-money';
import type { TableChange } from '../../lambdas/runtime/stream-function';
import { parseStripeForm } from '../../local/services/stripe/form-body';

function payment(status: PaymentItem['status'], amountCents = 1_000): PaymentItem {
  return paymentItemSchema.parse({
    id: `pay_${status}_${amountCents}`,
    entry: 'payment',
    subjectKind: 'booking',
    subjectId: 'B-1',
    subjectKey: 'booking#B-1',
    amountCents,
    currency: 'usd',
    status,
    method: 'stripe',
    description: 'Deposit',
    lines: [{ label: 'Deposit', unitCents: amountCents, quantity: 1 }],
    refundedCents: 0,
    createdAt: 1,
    updatedAt: 1,
  });
}

function refund(status: RefundItem['status'], amountCents: number): RefundItem {
  return refundItemSchema.parse({
    id: `ref_${status}_${amountCents}`,
    entry: 'refund',
    paymentId: 'pay_x',
    subjectKind: 'booking',
    subjectId: 'B-1',
    subjectKey: 'booking#B-1',
    amountCents,
    currency: 'usd',
    status,
    method: 'stripe',
    reason: 'overpaid',
    createdAt: 1,
    updatedAt: 1,
  });
}

const change = (newItem: object, oldItem?: object): TableChange => ({
  table: 'payments',
  kind: oldItem ? 'modify' : 'insert',
  keys: {},
  newItem: newItem as Record<string, unknown>,
  oldItem: oldItem as Record<string, unknown> | undefined,
});

describe('money as text', () => {
  it('writes cents as dollars with thousands separators, and as a plain decimal for spreadsheets', () => {
    expect([formatCents(0), formatCents(5), formatCents(123_456), formatCents(-2_500)]).toEqual(['$0.00', '$0.05', '$1,234.56', '-$25.00']);
    expect([centsToDecimal(123_456), centsToDecimal(7), centsToDecimal(-2_500)]).toEqual(['1234.56', '0.07', '-25.00']);
  });
});

describe('a refund request', () => {
  it('needs a note only when the reason is "other"', () => {
    expect(refundSchema.safeParse({ reason: 'other' }).success).toBe(false);
    expect(refundSchema.safeParse({ reason: 'other', note: 'Rain' }).success).toBe(true);
    expect(refundSchema.safeParse({ reason: 'overpaid', amountCents: 1.5 }).success).toBe(false);
  });
});

describe("a checkout's lines", () => {
  it('add up on the server, and nothing or too much is refused', () => {
    expect(
      totalOf([
        { label: 'Hall', unitCents: 30_000, quantity: 1 },
        { label: 'Tables', unitCents: 1_250, quantity: 4 },
      ]),
    ).toBe(35_000);
    expect(() => totalOf([{ label: 'Free', unitCents: 0, quantity: 1 }])).toThrow();
    expect(() => totalOf([{ label: 'Too much', unitCents: 5_000_000, quantity: 2 }])).toThrow();
  });

  it('give one payment id per subject and key', () => {
    const subject = { kind: 'booking' as const, id: 'B-1' };
    expect(checkoutPaymentId(subject, 'k1')).toBe(checkoutPaymentId(subject, 'k1'));
    expect(checkoutPaymentId(subject, 'k1')).not.toBe(checkoutPaymentId(subject, 'k2'));
    expect(checkoutPaymentId(subject, 'k1')).not.toBe(checkoutPaymentId({ kind: 'booking', id: 'B-2' }, 'k1'));
  });
});

describe("a subject's sums", () => {
  it('count money that moved, set apart what is still settling, and give the balance of what is due', () => {
    const money = sumEntries(
      [
        payment('succeeded', 10_000),
        payment('processing', 4_000),
        payment('failed', 9_999),
        refund('succeeded', 2_500),
        refund('pending', 100),
      ],
      20_000,
    );
    expect(money).toMatchObject({ paidCents: 10_000, refundedCents: 2_500, netCents: 7_500, pendingCents: 4_000, balanceCents: 12_500 });
    expect(sumEntries([payment('succeeded', 30_000)], 20_000).balanceCents).toBe(0);
  });
});

describe("the subjects' hooks", () => {
  it('are told of an entry reaching a final state, once per change of state', () => {
    expect(outcomeOf(change(payment('succeeded'), payment('pending')))?.kind).toBe('payment-succeeded');
    expect(outcomeOf(change(payment('succeeded')))?.kind).toBe('payment-succeeded');
    expect(outcomeOf(change(payment('expired'), payment('pending')))?.kind).toBe('payment-expired');
    expect(outcomeOf(change(refund('succeeded', 5), refund('pending', 5)))?.kind).toBe('refund-succeeded');
    expect(outcomeOf(change(refund('failed', 5), refund('pending', 5)))?.kind).toBe('refund-failed');
    // Not a change of state (a refund held against the payment), or not yet final.
    expect(outcomeOf(change(payment('succeeded'), payment('succeeded')))).toBeUndefined();
    expect(outcomeOf(change(payment('processing'), payment('pending')))).toBeUndefined();
  });

  it('are called by kind of subject, and a kind without a hook is counted, not failed', async () => {
    const booking = vi.fn(async () => undefined);
    const report = await tellSubjects(
      [
        change(payment('succeeded'), payment('pending')),
        change({ ...payment('succeeded'), subjectKind: 'membership', subjectKey: 'membership#B-1' }),
      ],
      { booking },
    );
    expect(report).toEqual({ told: 1, unhooked: 1 });
    expect(booking).toHaveBeenCalledWith(expect.objectContaining({ kind: 'payment-succeeded', subject: { kind: 'booking', id: 'B-1' } }));
  });
});

describe("Stripe's form encoding", () => {
  it('reads nested objects and arrays as the SDK writes them, and drops prototype keys', () => {
    const form = parseStripeForm(
      'mode=payment&line_items[0][quantity]=2&line_items[0][price_data][unit_amount]=1250&line_items[1][quantity]=1&metadata[paymentId]=pay_1&types[0]=a&types[1]=b&metadata[__proto__][x]=1',
    );
    expect(form).toEqual({
      mode: 'payment',
      line_items: [{ quantity: '2', price_data: { unit_amount: '1250' } }, { quantity: '1' }],
      metadata: { paymentId: 'pay_1' },
      types: ['a', 'b'],
    });
  });
});
