// What the three newsletter handlers share: the links a confirmation mail carries (to the site's
// pages, which call the API), the mail itself, and finding an entry by the secret token of its links.
// A subscription form mails whatever address is typed in, so the mail holds fixed text and the two
// links: nothing anyone typed, not even the name.

import { randomBytes } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  NEWSLETTER_CONFIRM_DAYS,
  NEWSLETTER_CONFIRM_PAGE,
  NEWSLETTER_UNSUBSCRIBE_PAGE,
  newsletterLinkPath,
} from '../../../common/newsletter/newsletter';
import { indexName } from '../../table-keys';
import { subscriberItemSchema, type SubscriberItem } from './subscriber-item';
import { ddb, tableName } from '../../runtime/dynamo';
import { SITE_URL } from '../../runtime/env-names';
import type { MailMessage } from '../mail/mail-message';
import { CLUB_SIGNATURE } from '../mail/mail-text';

/**
 * Every answer's time, counted from the handler body's start: above the slowest path's p99 (a new
 * address: a read, the mail limits' counters, one transaction and SES's send, about 100-300 ms in
 * AWS and under 200 ms against DynamoDB Local on a busy machine), and short enough for a form.
 */
export const NEWSLETTER_ANSWER_FLOOR_MS = 1000;

/** A new link secret: 32 random bytes, base64url (43 characters, newsletterTokenSchema). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Epoch seconds (DynamoDB's TTL unit) at which a pending entry made at `now` (ms) expires. */
export function pendingExpiry(now: number): number {
  return Math.floor(now / 1000) + NEWSLETTER_CONFIRM_DAYS * 86_400;
}

/** Whether an entry still counts: confirmed, or pending and not past its expiry (TTL deletes late). */
export function isLive(item: SubscriberItem, now: number): boolean {
  return item.status === 'confirmed' || (item.expiresAt !== undefined && item.expiresAt * 1000 > now);
}

function siteUrl(): string {
  const value = process.env[SITE_URL];
  if (!value) throw new Error(`${SITE_URL} is not set`);
  return value.endsWith('/') ? value : `${value}/`;
}

/**
 * The absolute address of a site page with the token in its fragment (`/newsletter/confirm#token=…`,
 * common/newsletter/newsletter.ts), so CloudFront's logs and Referer headers never hold it. List-Unsubscribe
 * carries this same address (docs/security.md says why not RFC 8058's one-click POST).
 */
function pageLink(page: string, token: string): string {
  return new URL(newsletterLinkPath(page, token).replace(/^\//, ''), siteUrl()).href;
}

export const confirmLink = (token: string): string => pageLink(NEWSLETTER_CONFIRM_PAGE, token);
export const unsubscribeLink = (token: string): string => pageLink(NEWSLETTER_UNSUBSCRIBE_PAGE, token);

/** The double opt-in mail: one link to confirm, one to unsubscribe (also as List-Unsubscribe). */
export function confirmationMail(to: string, token: string): MailMessage {
  const unsubscribe = unsubscribeLink(token);
  const text = [
    'Hello,',
    '',
    'Someone, probably you, asked to get the Blaze Rugby Club newsletter at this address.',
    'To start getting it, confirm your subscription here:',
    '',
    confirmLink(token),
    '',
    `The link works for ${NEWSLETTER_CONFIRM_DAYS} days. If you did not ask for this, ignore this mail: without`,
    'confirmation you will not hear from us again and the address is deleted.',
    '',
    'To stop at any time:',
    unsubscribe,
    '',
    CLUB_SIGNATURE,
  ].join('\n');
  return {
    to: [to],
    subject: 'Please confirm your Blaze Rugby Club newsletter subscription',
    text,
    headers: [{ name: 'List-Unsubscribe', value: `<${unsubscribe}>` }],
  };
}

/** The entry a link's token belongs to, or undefined (the byToken index is eventually consistent). */
export async function subscriberByToken(token: string): Promise<SubscriberItem | undefined> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tableName('subscribers'),
      IndexName: indexName('subscribers', 'byToken'),
      KeyConditionExpression: '#token = :token',
      ExpressionAttributeNames: { '#token': 'token' },
      ExpressionAttributeValues: { ':token': token },
      Limit: 1,
    }),
  );
  const [item] = result.Items ?? [];
  return item ? subscriberItemSchema.parse(item) : undefined;
}
