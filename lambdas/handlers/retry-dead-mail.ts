// POST /api/officer/inbox/dead-mail/{mailId}/retry → 200 { id, state: 'pending' }: a dead mail
// back in the pending queue with fresh attempts; the send-pending-mail job sends it on its next
// run. A mail that is not dead is 404. Officers only.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { retryDeadMail } from '../domain/mail/dead-mail';
import { row } from '../rows/retry-dead-mail';

export const handler = defineHandler(row, async ({ params }) => {
  await retryDeadMail(params.mailId, Date.now());
  return json(200, { id: params.mailId, state: 'pending' });
});
