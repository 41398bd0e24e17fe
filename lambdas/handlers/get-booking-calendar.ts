// GET /public/api/bookings/{requestId}/{token}/booking.ics → the renter's booked dates as an
// iCalendar file (text/calendar), from the link on their booking page, whose token opens this file
// alone (lambdas/domain/rental/booking-token.ts). A wrong token answers as an unknown booking does;
// a booking no longer on the calendar (cancelled, or never approved) is a 404 too.

import { bookingMessages } from '../../common/rental/rental-booking';
import { calendarResult } from '../domain/calendar/calendar-feed';
import { bookingCalendar, bookingCalendarFile } from '../domain/rental/booking-calendar';
import { bookingCalendarTokenOpens } from '../domain/rental/booking-token';
import { hasCalendar, readRental } from '../domain/requests/rental-booking';
import { defineHandler } from '../runtime/handler';
import { HttpError } from '../runtime/http';
import { row } from '../rows/get-booking-calendar';

export const handler = defineHandler(row, async ({ params }) => {
  if (!(await bookingCalendarTokenOpens(params.requestId, params.token))) throw new HttpError(404, bookingMessages.badLink);
  const rental = await readRental(params.requestId);
  if (!rental) throw new HttpError(404, bookingMessages.badLink);
  if (!hasCalendar(rental)) throw new HttpError(404, bookingMessages.noCalendar);
  return calendarResult(bookingCalendar(rental), bookingCalendarFile(rental));
});
