// GET /api/officer/inbox/dead-mail → { items }: the mail the outbox gave up on and the mail held
// back or bounced for a suppressed recipient (its dead and suppressed queues on the byQueue index),
// newest first, without the text (it may quote a visitor). Officers only.

import { defineHandler } from '../commons/handler';
import { json } from '../commons/http';
import { deadMail } from '../commons/dead-mail';
import { row } from '../rows/list-dead-mail';

export const handler = defineHandler(row, async () => {
  return json(200, { items: await deadMail() });
});
