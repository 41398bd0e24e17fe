// GET /public/api/rental-availability?start&end&timeZone → TakenSlot[]: the confirmed bookings
// overlapping the window as FullCalendar event JSON. A slot says only that the hall is taken and
// when: its id is a one-way hash of the booking's id, so the feed never leads back to a booking,
// its request or the person behind it.

import { createHash } from 'node:crypto';
import { TAKEN_SLOT_TITLE, type TakenSlot } from '../../common/bookings';
import { bookingsOverlapping } from '../domain/rental/bookings';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/list-rental-availability';
import type { BookingItem } from '../domain/rental/booking-item';

function slotId(bookingId: string): string {
  return createHash('sha256').update(`taken-slot\n${bookingId}`).digest('hex').slice(0, 20);
}

function takenSlot(booking: BookingItem): TakenSlot {
  return {
    id: slotId(booking.id),
    title: TAKEN_SLOT_TITLE,
    start: new Date(booking.start).toISOString(),
    end: new Date(booking.end).toISOString(),
  };
}

export const handler = defineHandler(row, async ({ query }) => {
  const bookings = await bookingsOverlapping({ start: query.start, end: query.end });
  return json(200, bookings.map(takenSlot));
});
