// The outbox: every mail is first an item written in the same transaction as the record it
// announces, so a request is never stored without its notification nor its notification lost.
// The handler then tries to send at once; what fails stays pending and the send-pending-mail job
// (lambdas/jobs/send-pending-mail.ts) retries it with backoff until it goes or, after
// OUTBOX_MAX_ATTEMPTS, is marked dead for an officer to see.
//
// A recipient SES reported a permanent bounce or a complaint for (lambdas/domain/mail/mail-suppressions.ts)
// is never sent to: the mail is marked suppressed, with the reason, and never tried again. The
// club's own notification address is exempt, so a bounce there cannot silence the club.
//
// A new mail is made and written by outbox-put.ts, which loads no SES: a function that only writes
// mail (for this module or the job to send) does not carry the client.
//
// A mail is claimed before each try (its nextAttemptAt moves a lease ahead and its attempt count
// is checked), so the handler's first try and the job, or two runs of the job, never send twice.
//
// A newsletter's mail (`newsletter` set) waits in the `bulk` queue instead of `pending`, so the
// send-newsletters job sends it at the paced rate and the visitors' and club's mail never waits
// behind a newsletter; sent, suppressed or given up, it leaves the queues (a newsletter's
// suppressed subscribers are not the officers' list of unsent mail) and is counted in its report
// in the same transaction (lambdas/domain/newsletter/newsletter-report.ts).

import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { NewsletterReportField } from '../../../common/newsletter/newsletter-edits';
import { reportCount } from '../newsletter/newsletter-report';
import { indexName } from '../../table-keys';
import { outboxItemSchema, sesMessageIdSchema, type OutboxItem } from './outbox-item';
import { digestMessageOf, digestRequestCount } from './club-digest';
import { ddb, tableName } from '../../runtime/dynamo';
import { errorFields, logger } from '../../runtime/logger';
import { sendMail } from './mail';
import { OUTBOX_LEASE_MS } from './outbox-put';
import type { MailMessage } from './mail-message';
import { clubAddress } from './mail-settings';
import { suppressionKey, suppressionsOf } from './mail-suppressions';

/** Tries before a mail is given up (dead); with the backoff below, about two days. */
export const OUTBOX_MAX_ATTEMPTS = 16;
/** Sent mail is kept this long (for the officers' view), then deleted by TTL. */
export const OUTBOX_KEEP_SENT_DAYS = 30;
/** The most mails one run of the job sends. */
export const OUTBOX_BATCH = 25;

/** Wait before try number `attempts + 1`: 1, 2, 4 ... minutes, at most 6 hours. */
export function backoffMs(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1), 360) * 60_000;
}

function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/** Claims a pending mail for one try; false when someone else claimed or sent it first. */
async function claim(item: OutboxItem, now: number): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName('outbox'),
        Key: { id: item.id },
        UpdateExpression: 'SET nextAttemptAt = :lease, attempts = :next',
        ConditionExpression: '#state = :pending AND attempts = :seen',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':lease': now + OUTBOX_LEASE_MS,
          ':next': item.attempts + 1,
          ':pending': 'pending',
          ':seen': item.attempts,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The queue a mail waits in while pending: a newsletter's the bulk one. */
export function pendingQueue(item: Pick<OutboxItem, 'newsletter'>): 'pending' | 'bulk' {
  return item.newsletter ? 'bulk' : 'pending';
}

interface MailUpdate {
  readonly UpdateExpression: string;
  readonly ExpressionAttributeNames: Record<string, string>;
  readonly ExpressionAttributeValues: Record<string, unknown>;
}

/** An update of a mail; of a newsletter's, with one more in one of its report's counts, in one transaction. */
async function updateMail(item: OutboxItem, update: MailUpdate, count?: NewsletterReportField) {
  const input = { TableName: tableName('outbox'), Key: { id: item.id }, ...update };
  if (!item.newsletter || !count) {
    await ddb.send(new UpdateCommand(input));
    return;
  }
  await ddb.send(new TransactWriteCommand({ TransactItems: [{ Update: input }, reportCount(item.newsletter.id, count)] }));
}

async function markSent(
  item: OutboxItem,
  attempts: number,
  sesMessageId: string | undefined,
  now: number,
  digestCount?: number,
): Promise<void> {
  await updateMail(
    item,
    {
      UpdateExpression: `SET #state = :sent, sentAt = :now, expiresAt = :expires, attempts = :attempts${sesMessageId ? ', sesMessageId = :messageId' : ''}${digestCount === undefined ? '' : ', digestCount = :count'} REMOVE #queue, lastError`,
      ExpressionAttributeNames: { '#state': 'state', '#queue': 'queue' },
      ExpressionAttributeValues: {
        ':sent': 'sent',
        ':now': now,
        ':attempts': attempts,
        ':expires': Math.floor(now / 1000) + OUTBOX_KEEP_SENT_DAYS * 86_400,
        ...(sesMessageId ? { ':messageId': sesMessageId } : {}),
        ...(digestCount === undefined ? {} : { ':count': digestCount }),
      },
    },
    'sent',
  );
}

/** The first recipient of a mail on the suppression list, the club's own address never counted. */
async function suppressedRecipient(item: OutboxItem): Promise<NonNullable<OutboxItem['suppressed']> | undefined> {
  const club = suppressionKey(clubAddress());
  const found = await suppressionsOf(item.to.filter((address) => suppressionKey(address) !== club));
  const [first] = found.values();
  return first ? { reason: first.reason, at: first.at } : undefined;
}

/** Held back for good: kept (a month, like sent mail) for the officers' view, off the pending queue. */
async function markSuppressed(item: OutboxItem, attempts: number, suppressed: NonNullable<OutboxItem['suppressed']>, now: number) {
  // A newsletter's suppressed subscriber is counted in its report, not listed for the officers.
  const queue = item.newsletter ? 'REMOVE #queue, lastError' : 'REMOVE lastError';
  await updateMail(
    item,
    {
      UpdateExpression: `SET #state = :suppressed, ${item.newsletter ? '' : '#queue = :suppressed, '}nextAttemptAt = :now, attempts = :attempts, suppressed = :why, expiresAt = :expires ${queue}`,
      ExpressionAttributeNames: { '#state': 'state', '#queue': 'queue' },
      ExpressionAttributeValues: {
        ':suppressed': 'suppressed',
        ':now': now,
        ':attempts': attempts,
        ':why': suppressed,
        ':expires': Math.floor(now / 1000) + OUTBOX_KEEP_SENT_DAYS * 86_400,
      },
    },
    'skipped',
  );
}

async function markFailed(item: OutboxItem, attempts: number, error: unknown, now: number): Promise<'retry' | 'dead'> {
  const dead = attempts >= OUTBOX_MAX_ATTEMPTS;
  const errorName = error instanceof Error ? error.name.slice(0, 200) : 'Error';
  if (dead && item.newsletter) {
    // Given up: counted in the newsletter's report (no Retry: the newsletter has gone), kept a month.
    await updateMail(
      item,
      {
        UpdateExpression:
          'SET #state = :dead, nextAttemptAt = :now, attempts = :attempts, lastError = :error, expiresAt = :expires REMOVE #queue',
        ExpressionAttributeNames: { '#state': 'state', '#queue': 'queue' },
        ExpressionAttributeValues: {
          ':dead': 'dead',
          ':now': now,
          ':attempts': attempts,
          ':error': errorName,
          ':expires': Math.floor(now / 1000) + OUTBOX_KEEP_SENT_DAYS * 86_400,
        },
      },
      'failed',
    );
    return 'dead';
  }
  await ddb.send(
    new UpdateCommand({
      TableName: tableName('outbox'),
      Key: { id: item.id },
      UpdateExpression: 'SET #state = :state, #queue = :queue, nextAttemptAt = :next, attempts = :attempts, lastError = :error',
      ExpressionAttributeNames: { '#state': 'state', '#queue': 'queue' },
      ExpressionAttributeValues: {
        ':state': dead ? 'dead' : 'pending',
        ':queue': dead ? 'dead' : pendingQueue(item),
        ':next': dead ? now : now + backoffMs(attempts),
        ':attempts': attempts,
        ':error': errorName,
      },
    }),
  );
  return dead ? 'dead' : 'retry';
}

export type DeliveryOutcome = 'sent' | 'retry' | 'dead' | 'skipped' | 'suppressed';

function messageOf(item: OutboxItem): MailMessage {
  return { to: item.to, subject: item.subject, text: item.text, html: item.html, replyTo: item.replyTo, headers: item.headers };
}

/**
 * One try at a mail. `claimed` is true for a mail this caller has just written with its lease
 * (the handler's first try); otherwise the mail is claimed first. Never throws for a failed send:
 * the failure is recorded on the mail. A digest's text is written now, with the count of its
 * hour's requests; a digest of none is marked sent without a mail.
 */
export async function deliver(item: OutboxItem, now: number, claimed = false): Promise<DeliveryOutcome> {
  if (!claimed && !(await claim(item, now))) return 'skipped';
  const attempts = item.attempts + 1;
  let sesMessageId: string | undefined;
  let digestCount: number | undefined;
  try {
    const suppressed = await suppressedRecipient(item);
    if (suppressed) {
      await markSuppressed(item, attempts, suppressed, Date.now());
      return 'suppressed';
    }
    if (item.digestOf !== undefined) digestCount = await digestRequestCount(item.digestOf);
    if (digestCount !== 0) {
      const message = digestCount === undefined ? messageOf(item) : digestMessageOf(item, digestCount);
      sesMessageId = await sendMail(message, item.id);
    }
  } catch (error) {
    logger.warn('mail not sent; kept in the outbox', { outboxId: item.id, attempts, error: errorFields(error) });
    return markFailed(item, attempts, error, Date.now());
  }
  // An id of another form is not stored: it would make the item unreadable, and only SES's events use it.
  await markSent(item, attempts, sesMessageIdSchema.safeParse(sesMessageId).data, Date.now(), digestCount);
  return 'sent';
}

/** Tries every mail just written by a handler. A failure to record an outcome is logged, not thrown. */
export async function deliverNew(items: readonly OutboxItem[], now: number): Promise<DeliveryOutcome[]> {
  return Promise.all(
    items.map(async (item) => {
      try {
        return await deliver(item, now, true);
      } catch (error) {
        // The mail stays pending with its lease; the job will find it.
        logger.warn('outbox update failed', { outboxId: item.id, error: errorFields(error) });
        return 'retry' as const;
      }
    }),
  );
}

async function dueIn(queue: 'pending' | 'waiting', now: number, limit: number): Promise<OutboxItem[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tableName('outbox'),
      IndexName: indexName('outbox', 'byQueue'),
      KeyConditionExpression: '#queue = :queue AND nextAttemptAt <= :now',
      ExpressionAttributeNames: { '#queue': 'queue' },
      ExpressionAttributeValues: { ':queue': queue, ':now': now },
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => outboxItemSchema.parse(item));
}

/** Mails whose next try is due, pending ones and waiting receipts whose turn has come, oldest due first. */
export async function dueMail(now: number, limit = OUTBOX_BATCH): Promise<OutboxItem[]> {
  const [pending, waiting] = await Promise.all([dueIn('pending', now, limit), dueIn('waiting', now, limit)]);
  return [...pending, ...waiting].sort((a, b) => a.nextAttemptAt - b.nextAttemptAt).slice(0, limit);
}
