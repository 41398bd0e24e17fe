// POST /api/officer/club-nights/{nightId}/admissions { token } or { ticketId } → 200 the ticket,
// admitted now; 409 `{ error, ticket }` when it was admitted before (who and when); 400 a forged
// token or another night's, 404 no such ticket of the night, 410 a refunded ticket. Officers only.

import { errorResult, json } from '../runtime/http';
import { admitTicket } from '../domain/tickets/admit-ticket';
import { defineHandler } from '../runtime/handler';
import { doorMessages } from '../../common/tickets/door';
import { row } from '../rows/admit-ticket';

export const handler = defineHandler(row, async ({ params, body }) => {
  const admission = await admitTicket(params.nightId, body, Date.now());
  if (admission.admitted) return json(200, admission.ticket);
  return errorResult(409, doorMessages.alreadyAdmitted(admission.ticket.holderName), { ticket: admission.ticket });
});
