// POST /public/api/bookings/{requestId}/certificate { token, uploadId, fileName } → 200 { certificate:
// { fileName, contentType, bytes, at } }: the uploaded file checked by its bytes (a PDF, JPEG or PNG),
// held where nothing serves it, and recorded on the booking in place of any earlier one. 404 for a link
// that does not open the booking; 409 as the form's row; 400 for an upload not made for this booking
// or not finished, 413 too big, 415 not a PDF or image by its bytes.

import { attachCertificate } from '../domain/rental/booking-certificate';
import { openBooking } from '../domain/requests/rental-booking';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/attach-booking-certificate';

export const handler = defineHandler(row, async ({ params, body }) => {
  const rental = await openBooking(params.requestId, body.token);
  return json(200, { certificate: await attachCertificate(rental, body.uploadId, body.fileName) });
});
