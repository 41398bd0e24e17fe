// GET /api/officer/payments.csv?from&to → text/csv: every payment and refund booked on those club
// days, for the treasurer (lambdas/domain/payments/payments-csv.ts). Officers only.

import { paymentsCsvBetween } from '../domain/payments/payments-csv';
import { defineHandler } from '../runtime/handler';
import { row } from '../rows/payments-csv';

export const handler = defineHandler(row, async ({ query }) => ({
  statusCode: 200,
  headers: {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="payments-${query.from}-to-${query.to}.csv"`,
  },
  body: await paymentsCsvBetween(query.from, query.to),
}));
