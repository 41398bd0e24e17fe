// POST /api/officer/payments: money an officer took in person (cash, cheque, bank transfer), recorded
// as a succeeded payment of its subject with its receipt number, and the receipt mailed when the
// officer gave the payer's address. The console's Idempotency-Key makes a retried click record it once.

import { recordOfflinePayment } from '../domain/payments/offline';
import { idempotencyKey } from '../domain/requests/request-reference';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/record-offline-payment';

export const handler = defineHandler(row, async ({ body, caller, event }) => {
  const payment = await recordOfflinePayment({ input: body, officer: caller.email ?? caller.sub, idempotencyKey: idempotencyKey(event) });
  return json(201, { payment });
});
