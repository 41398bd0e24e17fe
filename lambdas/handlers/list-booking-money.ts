// GET /api/officer/bookings/money → 200 every booking with its money: due, paid, refunded, owed to
// the club or to the renter, its damage deposit held and where it stands, with the totals
// (lambdas/domain/requests/booking-money.ts). Officers only.

import { bookingMoney } from '../domain/requests/booking-money';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/list-booking-money';

export const handler = defineHandler(row, async () => json(200, await bookingMoney()));
