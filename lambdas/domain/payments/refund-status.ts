// Stripe's refund states in the payments' own (common/payments/payments.ts), for the events, the refund
// call's answer and the reconciliation alike.

import type { RefundStatus } from '../../../common/payments/payments';

/** Stripe's refund states in ours: `requires_action` waits like `pending`; `canceled` gave nothing back. */
export function refundStatusOf(stripeStatus: string | null | undefined): RefundStatus {
  if (stripeStatus === 'succeeded') return 'succeeded';
  if (stripeStatus === 'failed' || stripeStatus === 'canceled') return 'failed';
  return 'pending';
}
