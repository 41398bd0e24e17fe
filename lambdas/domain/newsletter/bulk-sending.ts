// The newsletters' mails leaving: the outbox's bulk queue, oldest due first, one mail per turn of
// the pacer (pacing.ts, at the deployed rate: send-rate.ts), each sent by the outbox as every mail is
// (claimed first, so a second run or a retry never sends it twice; a suppressed address not sent;
// counted in its newsletter's report). Just before, the subscriber is checked again: one who
// unsubscribed (or subscribed again, with a new key) since the mail was queued is skipped, and the
// mail deleted. A failed send stops the run: SES is throttling or down, and the next run, a minute
// later, goes on where this one stopped.

import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { indexName } from '../../table-keys';
import { ddb, tableName } from '../../runtime/dynamo';
import { outboxItemSchema, type OutboxItem } from '../mail/outbox-item';
import { type DeliveryOutcome, deliver } from '../mail/outbox';
import { reportCount } from './newsletter-report';
import { type Clock, pacer } from './pacing';
import { subscriberItemSchema } from './subscriber-item';

/** Mails read from the queue at once. */
const BULK_PAGE = 25;

export interface BulkReport {
  sent: number;
  skipped: number;
  suppressed: number;
  retry: number;
  dead: number;
}

async function dueBulkMail(now: number): Promise<OutboxItem[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tableName('outbox'),
      IndexName: indexName('outbox', 'byQueue'),
      KeyConditionExpression: '#queue = :bulk AND nextAttemptAt <= :now',
      ExpressionAttributeNames: { '#queue': 'queue' },
      ExpressionAttributeValues: { ':bulk': 'bulk', ':now': now },
      Limit: BULK_PAGE,
    }),
  );
  return (result.Items ?? []).map((item) => outboxItemSchema.parse(item));
}

/** Whether the mail's subscriber is still confirmed with the unsubscribe key the mail carries. */
async function stillWanted(mail: OutboxItem): Promise<boolean> {
  const [email] = mail.to;
  const found = await ddb.send(new GetCommand({ TableName: tableName('subscribers'), Key: { email }, ConsistentRead: true }));
  const subscriber = found.Item ? subscriberItemSchema.parse(found.Item) : undefined;
  return subscriber?.status === 'confirmed' && subscriber.unsubscribeKey === mail.newsletter?.unsubscribeKey;
}

/** Deletes a mail no longer wanted and counts it skipped; false when another run took it first. */
async function skip(mail: OutboxItem & { newsletter: NonNullable<OutboxItem['newsletter']> }): Promise<boolean> {
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName('outbox'),
              Key: { id: mail.id },
              ConditionExpression: '#state = :pending AND attempts = :seen',
              ExpressionAttributeNames: { '#state': 'state' },
              ExpressionAttributeValues: { ':pending': 'pending', ':seen': mail.attempts },
            },
          },
          reportCount(mail.newsletter.id, 'skipped'),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionCanceledException') return false;
    throw error;
  }
}

/**
 * Sends the bulk queue's due mail at `rate` a second until it is empty or the next turn would come
 * after `deadline`.
 */
export async function sendBulkMail(options: {
  readonly rate: number;
  readonly deadline: number;
  readonly clock: Clock;
}): Promise<BulkReport> {
  const { clock, deadline } = options;
  const pace = pacer(options.rate, clock);
  const report: BulkReport = { sent: 0, skipped: 0, suppressed: 0, retry: 0, dead: 0 };
  const counted = (outcome: DeliveryOutcome) => {
    if (outcome !== 'skipped') report[outcome] += 1;
  };
  for (;;) {
    const due = await dueBulkMail(clock.now());
    if (due.length === 0) return report;
    let progressed = false;
    for (const mail of due) {
      if (!mail.newsletter) continue;
      progressed = true;
      if (!pace.fitsBefore(deadline)) return report;
      if (!(await stillWanted(mail))) {
        if (await skip({ ...mail, newsletter: mail.newsletter })) report.skipped += 1;
        continue;
      }
      await pace.turn();
      const outcome = await deliver(mail, clock.now());
      counted(outcome);
      if (outcome === 'retry' || outcome === 'dead') return report;
    }
    // Every mail of the page was another's (a newsletter-less mail is never put in this queue).
    if (!progressed) return report;
  }
}
