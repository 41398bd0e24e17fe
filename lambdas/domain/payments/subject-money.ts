// A subject's money, for its own domain and the officers: every payment and refund of one booking,
// membership or ticket order (one Query on bySubject), and what they add up to. What the subject
// costs is its own domain's to say (a booking's quote, a membership's dues); given it, the balance
// still owed is worked out here, once.

import type { PaymentSubject } from '../../../common/payments/payments';
import { tableName } from '../../runtime/dynamo';
import { queryAll } from '../../runtime/query-all';
import { indexName } from '../../table-keys';
import { paymentEntrySchema, type PaymentEntry, type PaymentItem, type RefundItem, subjectKey } from './payment-item';

/** The most entries one subject may have: far past a season of instalments and their refunds. */
const MAX_ENTRIES = 500;

export interface SubjectMoney {
  readonly payments: readonly PaymentItem[];
  readonly refunds: readonly RefundItem[];
  /** Payments that went through. */
  readonly paidCents: number;
  /** Refunds that went through. */
  readonly refundedCents: number;
  /** What the club holds: paid less refunded. */
  readonly netCents: number;
  /** Open checkouts and payments still settling (ACH): not money yet. */
  readonly pendingCents: number;
  /** What is still owed of `dueCents`, when the caller gave it; never below 0. */
  readonly balanceCents: number | undefined;
}

/** Adds up a subject's entries (pure: the tests and the officers' views share it). */
export function sumEntries(entries: readonly PaymentEntry[], dueCents?: number): SubjectMoney {
  const payments = entries.filter((entry): entry is PaymentItem => entry.entry === 'payment');
  const refunds = entries.filter((entry): entry is RefundItem => entry.entry === 'refund');
  const sum = (items: readonly { amountCents: number }[]) => items.reduce((total, item) => total + item.amountCents, 0);
  const paidCents = sum(payments.filter((payment) => payment.status === 'succeeded'));
  const refundedCents = sum(refunds.filter((refund) => refund.status === 'succeeded'));
  const pendingCents = sum(payments.filter((payment) => payment.status === 'pending' || payment.status === 'processing'));
  const netCents = paidCents - refundedCents;
  return {
    payments,
    refunds,
    paidCents,
    refundedCents,
    netCents,
    pendingCents,
    balanceCents: dueCents === undefined ? undefined : Math.max(0, dueCents - netCents),
  };
}

/** Every entry of a subject, oldest first, and their sums. */
export async function subjectMoney(subject: PaymentSubject, dueCents?: number): Promise<SubjectMoney> {
  const entries = await queryAll(
    {
      TableName: tableName('payments'),
      IndexName: indexName('payments', 'bySubject'),
      KeyConditionExpression: 'subjectKey = :key',
      ExpressionAttributeValues: { ':key': subjectKey(subject.kind, subject.id) },
    },
    paymentEntrySchema,
    { max: MAX_ENTRIES },
  );
  return sumEntries(entries, dueCents);
}
