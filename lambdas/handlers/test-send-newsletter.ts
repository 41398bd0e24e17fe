// POST /api/officer/newsletters/{newsletterId}/test-sends {} → 202 { to }: the newsletter's mail,
// as a subscriber gets it, to the signed-in officer's own address (the one their token carries,
// which the user pool changes only once the new one is verified), through the outbox, marked as a
// test in its subject. Its unsubscribe links unsubscribe nobody. Officers only; no other address can be named.

import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { newsletterEditMessages } from '../../common/newsletter/newsletter-edits';
import { ddb } from '../runtime/dynamo';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { deliverNew } from '../domain/mail/outbox';
import { newOutboxItem, outboxPut } from '../domain/mail/outbox-put';
import { newsletterMail, siteAddress } from '../domain/newsletter/newsletter-mail';
import { readNewsletter } from '../domain/newsletter/newsletters';
import { testRecipient } from '../domain/newsletter/sample-recipient';
import { row } from '../rows/test-send-newsletter';

export const handler = defineHandler(row, async ({ params, caller }) => {
  const to = caller.email;
  if (!to) throw new HttpError(400, newsletterEditMessages.noAddress);
  const newsletter = await readNewsletter(params.newsletterId);
  const mail = newsletterMail(newsletter, testRecipient(to), siteAddress());
  const now = Date.now();
  const item = newOutboxItem({ ...mail, subject: `[Test] ${mail.subject}` }, `newsletter ${newsletter.id} test`, now);
  await ddb.send(new TransactWriteCommand({ TransactItems: [outboxPut(item)] }));
  await deliverNew([item], now);
  return json(202, { to });
});
