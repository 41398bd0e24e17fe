// POST /api/officer/payments/{paymentId}/refunds: gives money back, whole or in part, with a reason:
// through Stripe for a Stripe payment (unless `offline`), or recorded as handed back.

import { refundPayment } from '../domain/payments/refunds';
import { idempotencyKey } from '../domain/requests/request-reference';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/refund-payment';

export const handler = defineHandler(row, async ({ params, body, caller, event }) => {
  const refund = await refundPayment({
    paymentId: params.paymentId,
    input: body,
    officer: caller.email ?? caller.sub,
    idempotencyKey: idempotencyKey(event),
  });
  return json(201, { refund });
});
