// POST /public/api/bookings/{requestId}/certificate/form { token, contentType, bytes } → 201 { upload:
// { uploadId, url, fields } }: one presigned POST for the renter's insurance certificate, its key chosen
// here below the booking's own prefix, its type and size fixed in the signed policy. 404 for a link that
// does not open the booking; 409 when its space does not ask for a certificate or it is declined or
// cancelled; 400 for a file that is not a PDF, JPEG or PNG or is over the size limit.

import { certificateForm } from '../domain/rental/booking-certificate';
import { openBooking } from '../domain/requests/rental-booking';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/create-booking-certificate-form';

export const handler = defineHandler(row, async ({ params, body }) => {
  const rental = await openBooking(params.requestId, body.token);
  return json(201, { upload: await certificateForm(rental, body.contentType) });
});
