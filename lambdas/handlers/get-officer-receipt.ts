// GET /api/officer/payments/{entryId}/receipt.pdf: any entry's receipt, for the officers and the treasurer.

import { receiptAnswer } from '../domain/payments/receipt-answer';
import { defineHandler } from '../runtime/handler';
import { row } from '../rows/get-officer-receipt';

export const handler = defineHandler(row, ({ params }) => receiptAnswer(params.entryId));
