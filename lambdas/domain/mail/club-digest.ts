// The club's notifications, held to a few an hour so a flood of forms cannot fill the officers'
// mailbox or spend the SES quota: up to CLUB_NOTICES_PER_HOUR requests in any sliding hour are each
// mailed to the club as usual; each one past that is marked `clubNotice: 'digest'` on its own record
// and counted in its hour's digest, one outbox item with an id fixed by the hour, due a minute after
// the hour ends. The send-pending-mail job sends it once, with the count of that hour's requests so
// marked ("12 more new requests"). Nothing a visitor typed is in it, and every request is in the
// inbox either way.
//
// No request's transaction touches the digest: concurrent requests would conflict on the one item
// and DynamoDB would refuse all but one of them. The digest item is made (if absent) by a plain
// update before the request is stored, and its count is read from the requests themselves when it
// is sent, so it counts each request stored with the mark exactly once, and one that failed to be
// stored not at all.

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { formatDateTime } from '../../../common/club-time';
import { OFFICERS_INBOX_PAGE } from '../../../common/requests/inbox';
import { requestKinds } from '../../../common/requests/request-status';
import { ddb, tableName } from '../../runtime/dynamo';
import { countAll } from '../../runtime/query-all';
import { countInWindow, HOUR_MS } from '../../runtime/rate-limit';
import { indexName } from '../../table-keys';
import type { MailMessage } from './mail-message';
import { clubAddress } from './mail-settings';
import { CLUB_SIGNATURE, sitePageLink } from './mail-text';
import type { OutboxItem } from './outbox-item';

/** Requests in any hour that each get their own notification; the rest go in their hour's digest. */
export const CLUB_NOTICES_PER_HOUR = 5;
/**
 * How long after its hour ends a digest is due: requests started just before the hour's end are
 * stored by then, and the requests table's indexes (read for the count) have caught up.
 */
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
    `${requests} came in between ${formatDateTime(start)} and ${formatDateTime(end)} (Chicago time), past the ${CLUB_NOTICES_PER_HOUR} an hour that are mailed one by one.`,
    '',
    'So many in an hour may be a script sending the forms. Every request is in the inbox:',
    sitePageLink(OFFICERS_INBOX_PAGE),
    '',
    CLUB_SIGNATURE,
  ].join('\n');
  return { to, subject: digestSubject(count), text };
}

/** The mail a digest item stands for, with the count read when it is sent. */
export function digestMessageOf(item: OutboxItem, count: number): MailMessage {
  return digestMail(item.to, count, item.digestOf ?? item.createdAt);
}

/**
 * Makes the digest of the hour holding `now` if it is not there yet; changes nothing if it is. A
 * plain update, outside any transaction, so requests arriving together never conflict on it.
 */
export async function ensureDigest(now: number): Promise<void> {
  const { start, end } = hourOf(now);
  const placeholder = digestMail([clubAddress()], 1, start);
  await ddb.send(
    new UpdateCommand({
      TableName: tableName('outbox'),
      Key: { id: digestId(now) },
      UpdateExpression: [
        'SET about = if_not_exists(about, :about), #to = if_not_exists(#to, :to), subject = if_not_exists(subject, :subject),',
        '#text = if_not_exists(#text, :text), #state = if_not_exists(#state, :pending), #queue = if_not_exists(#queue, :pending),',
        'nextAttemptAt = if_not_exists(nextAttemptAt, :due), attempts = if_not_exists(attempts, :zero),',
        'createdAt = if_not_exists(createdAt, :now), digestOf = if_not_exists(digestOf, :start)',
      ].join(' '),
      ExpressionAttributeNames: { '#to': 'to', '#text': 'text', '#state': 'state', '#queue': 'queue' },
      ExpressionAttributeValues: {
        ':about': `club digest of the hour from ${formatDateTime(start)}`,
        ':to': placeholder.to,
        ':subject': placeholder.subject,
        ':text': placeholder.text,
        ':pending': 'pending',
        ':due': end + DIGEST_GRACE_MS,
        ':zero': 0,
        ':now': now,
        ':start': start,
      },
    }),
  );
}

/** The visitors' request kinds a digest counts (a member's profile change sends the club nothing). */
const visitorKinds = requestKinds.filter((kind) => kind !== 'profile-change');

/** How many requests of the hour starting at `hourStart` were stored marked for its digest. */
export async function digestRequestCount(hourStart: number): Promise<number> {
  const { start, end } = hourOf(hourStart);
  const counts = await Promise.all(
    visitorKinds.map((kind) =>
      countAll({
        TableName: tableName('requests'),
        IndexName: indexName('requests', 'byKind'),
        KeyConditionExpression: '#kind = :kind AND createdAt BETWEEN :start AND :last',
        FilterExpression: 'clubNotice = :digest',
        ExpressionAttributeNames: { '#kind': 'kind' },
        ExpressionAttributeValues: { ':kind': kind, ':start': start, ':last': end - 1, ':digest': 'digest' },
      }),
    ),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}
