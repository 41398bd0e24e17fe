// Sending one mail through SES (v2 API). Header values (the subject, a display name) go through
// headerSafe (mail-message.ts), so nothing a visitor typed can add a header or a recipient; the
// From address comes from configuration (mail-settings.ts), never from a request.

import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { OUTBOX_ID_TAG } from './outbox-item';
import { MAIL_CONFIGURATION_SET } from '../../runtime/env-names';
import { headerSafe, type MailMessage } from './mail-message';
import { senderAddress, setting } from './mail-settings';

// One client per container; AWS_ENDPOINT_URL_SESV2 points it at the emulator locally.
// Short timeouts: a mail that cannot go at once waits in the outbox rather than holding the visitor.
const ses = new SESv2Client({ maxAttempts: 2, requestHandler: { connectionTimeout: 3_000, requestTimeout: 8_000 } });

/**
 * Sends one mail through the club's configuration set, tagged with its outbox id when it has one;
 * answers the id SES gave it. Throws what SES throws (the outbox keeps the mail for a later try).
 */
export async function sendMail(message: MailMessage, outboxId?: string): Promise<string | undefined> {
  const sent = await ses.send(
    new SendEmailCommand({
      ConfigurationSetName: setting(MAIL_CONFIGURATION_SET),
      EmailTags: outboxId ? [{ Name: OUTBOX_ID_TAG, Value: outboxId }] : undefined,
      FromEmailAddress: senderAddress(),
      Destination: { ToAddresses: [...message.to] },
      ReplyToAddresses: message.replyTo ? [message.replyTo] : undefined,
      Content: {
        Simple: {
          Subject: { Data: headerSafe(message.subject), Charset: 'UTF-8' },
          // With both parts SES sends multipart/alternative: the text first, the HTML preferred.
          Body: {
            Text: { Data: message.text, Charset: 'UTF-8' },
            ...(message.html ? { Html: { Data: message.html, Charset: 'UTF-8' } } : {}),
          },
          Headers: message.headers?.map(({ name, value }) => ({ Name: headerSafe(name, 100), Value: headerSafe(value, 1_000) })),
        },
      },
    }),
  );
  return sent.MessageId;
}
