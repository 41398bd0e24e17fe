// The club's notifications, held to a few an hour so a flood of forms cannot fill the officers'
// mailbox or spend the SES quota: the first CLUB_NOTICES_PER_HOUR requests of an hour are each
// mailed to the club as usual; each one after that adds 1 to the hour's digest, one outbox item
// with an id fixed by the hour, created by the first such request in the same transaction as its
// record and due a minute after the hour ends. The send-pending-mail job sends it once, with the
// count at that moment ("12 more new requests"). Nothing is lost: every request is in the inbox,
// and the digest counts them and links there. Nothing a visitor typed is in it.

import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { formatDateTime } from '../../../common/club-time';
import { OFFICERS_INBOX_PAGE } from '../../../common/inbox';
import type { OutboxItem } from './outbox-item';
import { tableName } from '../../runtime/dynamo';
import type { MailMessage } from './mail-message';
import { clubAddress } from './mail-settings';
import { CLUB_SIGNATURE, sitePageLink } from './mail-text';
import { countInWindow, HOUR_MS } from '../../runtime/rate-limit';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Requests an hour that each get their own notification; the rest of the hour's go in its digest. */
export const CLUB_NOTICES_PER_HOUR = 5;
/** How long after its hour ends a digest is due: requests started just before the hour's end are in by then. */
const DIGEST_GRACE_MS = 60_000;

/** Whether this request may have a notification of its own (counts it if so). */
export async function mayNotifyClub(now: number): Promise<boolean> {
  return (await countInWindow('club-notices', CLUB_NOTICES_PER_HOUR, HOUR_MS / 1000, now)).allowed;
}

/** The digest's outbox id for the hour holding `now`. */
export function digestId(now: number): string {
  return `club-digest-${Math.floor(now / HOUR_MS)}`;
}

function hourOf(now: number): { start: number; end: number } {
  const start = Math.floor(now / HOUR_MS) * HOUR_MS;
  return { start, end: start + HOUR_MS };
}

const moreRequests = (count: number) => (count === 1 ? '1 more new request' : `${count} more new requests`);

/** The subject of an hour's digest of `count` requests. */
export function digestSubject(count: number): string {
  return `${moreRequests(count)} on the website, open the inbox`;
}

/** The subject and text of an hour's digest of `count` requests. */
export function digestMail(to: readonly string[], count: number, hourStart: number): MailMessage {
  const { start, end } = hourOf(hourStart);
  const requests = moreRequests(count);
  const text = [
    `${requests} came in between ${formatDateTime(start)} and ${formatDateTime(end)} (Chicago time), after the first ${CLUB_NOTICES_PER_HOUR} of that hour, which were mailed one by one.`,
    '',
    'So many in an hour may be a script sending the forms. Every request is in the inbox:',
    sitePageLink(OFFICERS_INBOX_PAGE),
    '',
    CLUB_SIGNATURE,
  ].join('\n');
  return { to, subject: digestSubject(count), text };
}

/** The mail a digest item stands for, with its count as it is when sent. */
export function digestMessageOf(item: OutboxItem & { digestCount: number }): MailMessage {
  return digestMail(item.to, item.digestCount, item.createdAt);
}

/** The transaction step that adds one request to the digest of the hour holding `now`, creating it if absent. */
export function digestStep(now: number): TransactItem {
  const { start, end } = hourOf(now);
  const placeholder = digestMail([clubAddress()], 1, start);
  return {
    Update: {
      TableName: tableName('outbox'),
      Key: { id: digestId(now) },
      UpdateExpression: [
        'ADD digestCount :one',
        'SET about = if_not_exists(about, :about), #to = if_not_exists(#to, :to), subject = if_not_exists(subject, :subject),',
        '#text = if_not_exists(#text, :text), #state = if_not_exists(#state, :pending), #queue = if_not_exists(#queue, :pending),',
        'nextAttemptAt = if_not_exists(nextAttemptAt, :due), attempts = if_not_exists(attempts, :zero), createdAt = if_not_exists(createdAt, :start)',
      ].join(' '),
      ExpressionAttributeNames: { '#to': 'to', '#text': 'text', '#state': 'state', '#queue': 'queue' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':about': `club digest of the hour from ${formatDateTime(start)}`,
        ':to': placeholder.to,
        ':subject': placeholder.subject,
        ':text': placeholder.text,
        ':pending': 'pending',
        ':due': end + DIGEST_GRACE_MS,
        ':zero': 0,
        ':start': start,
      },
    },
  };
}
