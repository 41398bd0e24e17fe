// GET /api/officer/inbox/dead-mail → { items }: the mail the outbox gave up on and the mail held
// back or bounced for a suppressed recipient (its dead and suppressed queues on the byQueue index),
// newest first, without the text (it may quote a visitor). Officers only.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { deadMail } from '../domain/mail/dead-mail';
import { row } from '../rows/list-dead-mail';

export const handler = defineHandler(row, async () => {
  return json(200, { items: await deadMail() });
});
