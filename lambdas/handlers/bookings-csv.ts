// GET /api/officer/bookings.csv → text/csv: the officers' money view of every booking as the
// treasurer's spreadsheet, a row per booking and a totals row (lambdas/domain/requests/booking-money.ts).
// Officers only.

import { clubDay } from '../../common/club-time';
import { bookingMoney, bookingsCsv } from '../domain/requests/booking-money';
import { defineHandler } from '../runtime/handler';
import { row } from '../rows/bookings-csv';

export const handler = defineHandler(row, async () => ({
  statusCode: 200,
  headers: {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="bookings-${clubDay(Date.now())}.csv"`,
  },
  body: bookingsCsv(await bookingMoney()),
}));
