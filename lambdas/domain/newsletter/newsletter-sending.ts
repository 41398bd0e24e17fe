// Sending a newsletter, the part before the mails leave: a scheduled newsletter whose time has come
// starts (`sending`), and each confirmed subscriber of its audience gets one mail in the outbox's
// bulk queue, where the send-newsletters job sends them at the paced rate (bulk-sending.ts).
//
// Never one address twice, whatever the job's retries or a run cut short: a mail's outbox id is made
// from the newsletter and the address (newsletterOutboxId), and it is put only if no mail has that
// id, in one transaction with the subscriber's check (still confirmed, with the unsubscribe key the
// mail carries, given here with the first newsletter) and the report's count of recipients. The
// subscribers are read a page at a time, where the last run stopped (the newsletter's `cursor`).

import { createHash } from 'node:crypto';
import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { indexName } from '../../table-keys';
import { countChange } from '../../runtime/counters';
import { ddb, tableName } from '../../runtime/dynamo';
import { queryAll } from '../../runtime/query-all';
import { newOutboxItem, outboxPut } from '../mail/outbox-put';
import { newsletterItemSchema, type NewsletterItem } from './newsletter-item';
import { newsletterMail } from './newsletter-mail';
import { NEWSLETTERS_BY_STATUS_INDEX } from './newsletters';
import { reportCount, SENT_NEWSLETTERS_LIST } from './newsletter-report';
import { subscriberItemSchema, type SubscriberItem } from './subscriber-item';
import { unsubscribeKeyOf, unsubscribeKeyWrite } from './unsubscribe-key';

/** Subscribers read at once; the cursor is saved after each page. */
export const RECIPIENT_PAGE = 100;

/** The outbox id of a newsletter's mail to an address: the same for every try, so a second put finds it there. */
export function newsletterOutboxId(newsletterId: string, email: string): string {
  const digest = createHash('sha256').update(`${newsletterId}\n${email.trim().toLowerCase()}`).digest('hex');
  return `nl-${newsletterId}-${digest.slice(0, 32)}`;
}

function isCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TransactionCanceledException' || error.name === 'ConditionalCheckFailedException');
}

async function byStatus(status: NewsletterItem['status'], until?: number): Promise<NewsletterItem[]> {
  return queryAll(
    {
      TableName: tableName('newsletters'),
      IndexName: NEWSLETTERS_BY_STATUS_INDEX,
      KeyConditionExpression: until === undefined ? '#status = :status' : '#status = :status AND statusAt <= :until',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status, ...(until === undefined ? {} : { ':until': until }) },
    },
    newsletterItemSchema,
    { max: 100 },
  );
}

/** Starts every scheduled newsletter whose time has come (once: the move is conditioned on what was read). */
export async function startDueNewsletters(now: number): Promise<number> {
  let started = 0;
  for (const due of await byStatus('scheduled', now)) {
    try {
      await ddb.send(
        new UpdateCommand({
          TableName: tableName('newsletters'),
          Key: { id: due.id },
          UpdateExpression: 'SET #status = :sending, statusAt = :now',
          ConditionExpression: '#status = :scheduled AND statusAt = :seen',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':sending': 'sending', ':scheduled': 'scheduled', ':now': now, ':seen': due.statusAt },
        }),
      );
      started += 1;
    } catch (error) {
      if (!isCancelled(error)) throw error;
    }
  }
  return started;
}

/** The newsletters whose recipients are being queued. */
export function sendingNewsletters(): Promise<NewsletterItem[]> {
  return byStatus('sending');
}

/**
 * One subscriber's mail into the bulk queue, with the subscriber checked and the recipients counted
 * in the same transaction; false when it was there already or the subscriber is not as read.
 */
export async function queueRecipient(
  newsletter: NewsletterItem,
  subscriber: SubscriberItem,
  now: number,
  siteUrl: string,
): Promise<boolean> {
  const key = unsubscribeKeyOf(subscriber);
  const message = newsletterMail(newsletter, { email: subscriber.email, token: subscriber.token, unsubscribeKey: key }, siteUrl);
  const mail = {
    ...newOutboxItem(message, `newsletter ${newsletter.id}`, now),
    id: newsletterOutboxId(newsletter.id, subscriber.email),
    queue: 'bulk' as const,
    nextAttemptAt: now,
    newsletter: { id: newsletter.id, unsubscribeKey: key },
  };
  const stillSubscribed = unsubscribeKeyWrite(subscriber, key);
  try {
    await ddb.send(new TransactWriteCommand({ TransactItems: [stillSubscribed, outboxPut(mail), reportCount(newsletter.id, 'queued')] }));
    return true;
  } catch (error) {
    if (isCancelled(error)) return false;
    throw error;
  }
}

async function saveCursor(newsletter: NewsletterItem, cursor: Record<string, unknown>): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName('newsletters'),
      Key: { id: newsletter.id },
      UpdateExpression: 'SET #cursor = :cursor',
      ConditionExpression: '#status = :sending',
      ExpressionAttributeNames: { '#cursor': 'cursor', '#status': 'status' },
      ExpressionAttributeValues: { ':cursor': JSON.stringify(cursor), ':sending': 'sending' },
    }),
  );
}

/** Every recipient queued: the newsletter is sent (and in the archive's count) from now. */
async function finish(newsletter: NewsletterItem, now: number): Promise<void> {
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName('newsletters'),
              Key: { id: newsletter.id },
              UpdateExpression: 'SET #status = :sent, statusAt = :now, sentAt = :now REMOVE #cursor',
              ConditionExpression: '#status = :sending',
              ExpressionAttributeNames: { '#status': 'status', '#cursor': 'cursor' },
              ExpressionAttributeValues: { ':sent': 'sent', ':sending': 'sending', ':now': now },
            },
          },
          countChange('newsletters', SENT_NEWSLETTERS_LIST, 1),
        ],
      }),
    );
  } catch (error) {
    // Another run finished it first.
    if (!isCancelled(error)) throw error;
  }
}

/**
 * Queues the newsletter's recipients from where the last run stopped, a page at a time, until they
 * are all queued (the newsletter is then sent) or `deadline` has passed (the next run goes on).
 */
export async function queueRecipients(
  newsletter: NewsletterItem,
  options: { readonly now: () => number; readonly deadline: number; readonly siteUrl: string },
): Promise<{ queued: number; done: boolean }> {
  const audience = newsletter.audience;
  let startKey: Record<string, unknown> | undefined = newsletter.cursor ? JSON.parse(newsletter.cursor) : undefined;
  let queued = 0;
  do {
    const page = await ddb.send(
      new QueryCommand({
        TableName: tableName('subscribers'),
        IndexName: indexName('subscribers', 'byStatus'),
        KeyConditionExpression: '#status = :confirmed',
        FilterExpression: audience.map((_, i) => `contains(interests, :a${i})`).join(' OR '),
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':confirmed': 'confirmed',
          ...Object.fromEntries(audience.map((interest, i) => [`:a${i}`, interest])),
        },
        ExclusiveStartKey: startKey,
        Limit: RECIPIENT_PAGE,
      }),
    );
    for (const stored of page.Items ?? []) {
      const subscriber = subscriberItemSchema.parse(stored);
      if (await queueRecipient(newsletter, subscriber, options.now(), options.siteUrl)) queued += 1;
    }
    startKey = page.LastEvaluatedKey;
    if (startKey) await saveCursor(newsletter, startKey);
  } while (startKey && options.now() < options.deadline);
  if (!startKey) await finish(newsletter, options.now());
  return { queued, done: !startKey };
}
