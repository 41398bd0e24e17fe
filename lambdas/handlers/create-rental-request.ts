// POST /public/api/rental-requests → 201 { reference, estimate }. The times must pass the shared
// rules (common/rental-request.ts) under the stored pricing, and the slot must be free of confirmed
// bookings (409 otherwise); the server's own estimate is stored with the request.

import { estimateRental, rentalTimesProblem, rentalMessages } from '../../common/rental-request';
import { bookingsOverlapping } from '../domain/rental/bookings';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { clubAddress } from '../domain/mail/mail-settings';
import { describeSpan, notificationMail, receiptMail } from '../domain/mail/mail-text';
import { readRentalPricing } from '../domain/rental/rental-config';
import { isBot, submitRequest } from '../domain/requests/submission';
import { row } from '../rows/create-rental-request';

export const handler = defineHandler(row, async ({ body, event }) => {
  const pricing = await readRentalPricing();
  const estimate = estimateRental(body.start, body.end, pricing);
  // A bot gets the answer a person would, without the checks that could tell it apart.
  if (!isBot(body)) {
    const problem = rentalTimesProblem(body.start, body.end, pricing, Date.now());
    if (problem) throw new HttpError(400, problem);
    if ((await bookingsOverlapping(body)).length > 0) throw new HttpError(409, rentalMessages.slotTaken);
  }
  const when = describeSpan(body.start, body.end);
  const { reference } = await submitRequest({
    event,
    fields: { kind: 'rental', details: body, estimate },
    visitorEmail: body.email,
    clubMail: (ref) =>
      notificationMail({
        to: clubAddress(),
        replyTo: body.email,
        title: 'New rental request',
        topic: body.eventTitle,
        reference: ref,
        fields: [
          ['When', when],
          ['Name', body.name],
          ['Email', body.email],
          ['Phone', body.phone],
          ['Organization/Company', body.organizationName],
          ['Event Title', body.eventTitle],
          ['Event Description', body.eventDescription],
          ['Expected Attendance', body.expectedAttendees],
          ['Additional Information', body.additionalNotes],
          ['Estimate', `$${estimate.total.toFixed(2)} ($${estimate.cost.toFixed(2)} + $${estimate.deposit.toFixed(2)} deposit)`],
        ],
      }),
    visitorMail: (ref) =>
      receiptMail({
        to: body.email,
        what: 'rental request',
        reference: ref,
        lines: ['', `Requested time: ${when}`, 'This is a request, not yet a booking: we will confirm the date and the final price.'],
      }),
  });
  return json(201, { reference, estimate });
});
