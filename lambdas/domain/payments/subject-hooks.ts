// How a subject's own domain hears that its money moved (a booking confirmed once its deposit is
// paid, a membership made current, a ticket order released), without the payments domain knowing
// any of them: each kind of subject may register a hook in lambdas/payment-subjects.ts, which the
// payment-outcomes stream function (lambdas/streams/payment-outcomes.ts) calls for every entry of
// the payments table that reaches a final state. The stream delivers each change at least once and
// retries a batch that throws, so a hook must be idempotent (it may see the same outcome twice).

import type { PaymentSubject, SubjectKind } from '../../../common/payments/payments';
import type { TableChange } from '../../runtime/stream-function';
import { paymentEntrySchema, type PaymentEntry } from './payment-item';

export type PaymentOutcomeKind = 'payment-succeeded' | 'payment-failed' | 'payment-expired' | 'refund-succeeded' | 'refund-failed';

export interface PaymentOutcome {
  readonly kind: PaymentOutcomeKind;
  readonly subject: PaymentSubject;
  /** The entry as it now stands (its amount, receipt number, the payment a refund belongs to). */
  readonly entry: PaymentEntry;
}

/** What a subject's domain does when one of its payments or refunds is settled. Must be idempotent. */
export type PaymentSubjectHook = (outcome: PaymentOutcome) => Promise<void>;

export type PaymentSubjectHooks = Readonly<Partial<Record<SubjectKind, PaymentSubjectHook>>>;

/** The outcome a change of the payments table makes, if it brought an entry into a final state. */
export function outcomeOf(change: TableChange): PaymentOutcome | undefined {
  if (change.table !== 'payments' || !change.newItem) return undefined;
  const entry = paymentEntrySchema.parse(change.newItem);
  const before = change.oldItem ? paymentEntrySchema.parse(change.oldItem).status : undefined;
  if (before === entry.status) return undefined;
  const subject = { kind: entry.subjectKind, id: entry.subjectId };
  if (entry.entry === 'payment') {
    if (entry.status === 'succeeded') return { kind: 'payment-succeeded', subject, entry };
    if (entry.status === 'failed') return { kind: 'payment-failed', subject, entry };
    if (entry.status === 'expired') return { kind: 'payment-expired', subject, entry };
    return undefined;
  }
  if (entry.status === 'succeeded') return { kind: 'refund-succeeded', subject, entry };
  if (entry.status === 'failed') return { kind: 'refund-failed', subject, entry };
  return undefined;
}

/** Calls each outcome's hook, in the batch's order; a hook that throws makes the batch be sent again. */
export async function tellSubjects(
  changes: readonly TableChange[],
  hooks: PaymentSubjectHooks,
): Promise<{ told: number; unhooked: number }> {
  let told = 0;
  let unhooked = 0;
  for (const change of changes) {
    const outcome = outcomeOf(change);
    if (!outcome) continue;
    const hook = hooks[outcome.subject.kind];
    if (!hook) {
      unhooked++;
      continue;
    }
    await hook(outcome);
    told++;
  }
  return { told, unhooked };
}
