// Sending one mail through SES (v2 API), and the rules every mail follows: header values (the
// subject, a display name) lose CR, LF and other control characters, so nothing a visitor typed
// can add a header or a recipient; the From address and the club's address come from
// configuration (lambdas/runtime/env-names.ts), never from a request.

import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { OUTBOX_ID_TAG } from './outbox-item';
import { MAIL_CONFIGURATION_SET } from '../../runtime/env-names';
import { senderAddress, setting } from './mail-settings';

// One client per container; AWS_ENDPOINT_URL_SESV2 points it at the emulator locally.
// Short timeouts: a mail that cannot go at once waits in the outbox rather than holding the visitor.
const ses = new SESv2Client({ maxAttempts: 2, requestHandler: { connectionTimeout: 3_000, requestTimeout: 8_000 } });

export interface MailMessage {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly replyTo?: string;
  readonly headers?: readonly { readonly name: string; readonly value: string }[];
}

/** The longest subject a mail gets; longer ones are cut. */
export const MAX_SUBJECT_LENGTH = 200;

/**
 * Text fit for a header: every control character (CR and LF above all) becomes a space, runs of
 * space shrink to one, and the result is cut to `max` characters.
 */
export function headerSafe(text: string, max = MAX_SUBJECT_LENGTH): string {
  const flat = text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for
    .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(flat).slice(0, max).join('');
}

export { clubAddress, senderAddress } from './mail-settings';

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
          Body: { Text: { Data: message.text, Charset: 'UTF-8' } },
          Headers: message.headers?.map(({ name, value }) => ({ Name: headerSafe(name, 100), Value: headerSafe(value, 1_000) })),
        },
      },
    }),
  );
  return sent.MessageId;
}
