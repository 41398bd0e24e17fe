// Giving a booking's money back through Stripe after a move (a cancellation, the damage deposit's
// return): apart from the plan in booking-refunds.ts, so the rows that only show the plan do not
// carry the refunds' writes and their mail.

import type { RefundReason } from '../../../common/payments/payments';
import { errorFields, logger } from '../../runtime/logger';
import { refundPayment } from '../payments/refunds';
import { refundables, sum, throughStripe } from './booking-refunds';
import type { RequestItem } from './request-item';

type RentalItem = Extract<RequestItem, { kind: 'rental' }>;

export interface RefundOutcome {
  /** Refunds made (or found again) through Stripe, in cents. */
  readonly refundedCents: number;
  /** What is still to go back once they are made: money taken by hand, or a refund Stripe did not confirm. */
  readonly leftCents: number;
}

/**
 * Refunds the booking's Stripe payments until the club holds no more than `keepCents`. What is
 * left above it after them (money taken by hand, or a Stripe refund not confirmed now) is the
 * officers' to hand back or retry; a failure is logged, never thrown, since the move it follows is
 * already made.
 */
export async function refundDownTo(
  rental: RentalItem,
  keepCents: number,
  why: { readonly reason: RefundReason; readonly note: string; readonly officer: string; readonly move: string },
): Promise<RefundOutcome> {
  const open = await refundables(rental);
  let target = Math.max(0, sum(open) - keepCents);
  let refundedCents = 0;
  for (const { payment, leftCents } of open) {
    if (target === 0 || !throughStripe(payment)) continue;
    const amountCents = Math.min(leftCents, target);
    try {
      await refundPayment({
        paymentId: payment.id,
        input: { amountCents, reason: why.reason, note: why.note.slice(0, 300) },
        officer: why.officer,
        idempotencyKey: `${why.move}-${rental.id}-${amountCents}`,
      });
      target -= amountCents;
      refundedCents += amountCents;
    } catch (error) {
      logger.warn('booking refund not made; left for the officers', { requestId: rental.id, error: errorFields(error) });
    }
  }
  return { refundedCents, leftCents: target };
}
