// A booking's money going back, on the payments spine (lambdas/domain/payments/refunds.ts): what a
// cancellation gives back under the refund tiers the renter was quoted (common/rental/rental-cancellation.ts),
// and the refunds that bring what the club holds down to what it keeps. Stripe payments are refunded
// through Stripe; money taken by hand (cash, cheque, transfer) is left for an officer to hand back
// and record, and shows as owed back until they do (./booking-money.ts). Every refund's key names
// the booking, the move and the amount, so a retried move finds the refunds it made.

import type { CancellationPreview, CancellationRecord } from '../../../common/rental/booking-money';
import { cancellationRefund, cancellationRefundText } from '../../../common/rental/rental-cancellation';
import { formatCents } from '../../../common/rental/rental-quote';
import type { PaymentItem } from '../payments/payment-item';
import { subjectMoney } from '../payments/subject-money';
import { bookedQuoteOf, bookingSubject } from './rental-booking';
import type { RequestItem } from './request-item';

type RentalItem = Extract<RequestItem, { kind: 'rental' }>;

/** A payment that went through and what of it is not yet refunded (refunds still settling count as given back). */
export interface Refundable {
  readonly payment: PaymentItem;
  readonly leftCents: number;
}

export function throughStripe(payment: PaymentItem): boolean {
  return payment.method === 'stripe' && payment.stripe?.paymentIntentId !== undefined;
}

/** The booking's payments with money left to refund: Stripe ones first, newest first within each. */
export async function refundables(rental: RentalItem): Promise<Refundable[]> {
  const money = await subjectMoney(bookingSubject(rental.id));
  return money.payments
    .filter((payment) => payment.status === 'succeeded' && payment.amountCents > payment.refundedCents)
    .map((payment) => ({ payment, leftCents: payment.amountCents - payment.refundedCents }))
    .sort((a, b) => Number(throughStripe(b.payment)) - Number(throughStripe(a.payment)) || b.payment.createdAt - a.payment.createdAt);
}

export const sum = (items: readonly Refundable[]) => items.reduce((total, item) => total + item.leftCents, 0);

/** What the club holds of a booking, and how much of it could go back through Stripe. */
export async function heldMoney(rental: RentalItem): Promise<{ heldCents: number; stripeCents: number }> {
  const open = await refundables(rental);
  return { heldCents: sum(open), stripeCents: sum(open.filter((item) => throughStripe(item.payment))) };
}

/**
 * What cancelling the booking at `now` gives back, split into what goes back through Stripe and what
 * is handed back; undefined for a booking made before quotes (its money is settled by hand).
 */
export async function plannedCancellation(rental: RentalItem, now: number): Promise<Omit<CancellationRecord, 'at' | 'by'> | undefined> {
  const quote = bookedQuoteOf(rental);
  if (!quote) return undefined;
  const { heldCents, stripeCents } = await heldMoney(rental);
  const refund = cancellationRefund(quote, heldCents, rental.details.start, now);
  const toCardCents = Math.min(refund.refundCents, stripeCents);
  return {
    daysBefore: refund.daysBefore,
    heldCents: refund.heldCents,
    chargesRefundCents: refund.chargesRefundCents,
    damageDepositCents: refund.damageDepositHeldCents,
    overpaidCents: refund.overpaidCents,
    refundCents: refund.refundCents,
    keptCents: refund.keptCents,
    toCardCents,
    byHandCents: refund.refundCents - toCardCents,
    rule: refund.rule,
  };
}

/** The preview's sentence: "Cancelling now refunds $X … under the rule …". */
export function cancellationSentence(record: Omit<CancellationRecord, 'at' | 'by'>): string {
  const amounts = cancellationRefundText({ ...record, damageDepositHeldCents: record.damageDepositCents });
  const how =
    record.byHandCents > 0
      ? ` ${formatCents(record.toCardCents)} goes back through Stripe; ${formatCents(record.byHandCents)} was paid by hand and is to be handed back.`
      : '';
  return `${amounts} ${record.rule}${how}`;
}

/** What cancelling a request now would give back, for the officer before they confirm (and the renter's page). */
export async function previewCancellation(item: RequestItem, now: number): Promise<CancellationPreview> {
  const plan = item.kind === 'rental' && item.status === 'approved' ? await plannedCancellation(item, now) : undefined;
  if (!plan || plan.heldCents === 0) {
    return {
      held: false,
      ...(plan ? { record: plan } : {}),
      text: 'Nothing has been paid, so nothing is refunded.',
    };
  }
  return { held: true, record: plan, text: `Cancelling now: ${cancellationSentence(plan)}` };
}
