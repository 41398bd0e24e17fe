// GET /api/officer/inbox/rentals/{requestId}/certificate → 200 { asked, received? }: whether the
// rental's space asks for an insurance certificate, and the one the renter uploaded with its file
// inline in base64 (it is held where no address reaches it), which the inbox saves as a download.
// Answered no-store, as every officer row is. 404 for a reference that is not a rental. Officers only.

import { officerCertificate } from '../domain/rental/booking-certificate';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/get-rental-certificate';

export const handler = defineHandler(row, async ({ params }) => json(200, await officerCertificate(params.requestId)));
