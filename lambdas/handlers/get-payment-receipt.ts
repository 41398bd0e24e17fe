// GET /public/api/payments/receipts/{entryId}?token=: the payer's receipt, opened from the receipt
// mail or the renter's page with the entry's signed token (lambdas/domain/payments/receipt-token.ts).
// A wrong token answers as an unknown entry does, so a link cannot be guessed one id at a time.

import { receiptAnswer } from '../domain/payments/receipt-answer';
import { receiptTokenOpens } from '../domain/payments/receipt-token';
import { defineHandler } from '../runtime/handler';
import { HttpError } from '../runtime/http';
import { row } from '../rows/get-payment-receipt';

export const handler = defineHandler(row, async ({ params, query }) => {
  if (!(await receiptTokenOpens(params.entryId, query.token))) throw new HttpError(404, 'No such receipt.');
  return receiptAnswer(params.entryId);
});
