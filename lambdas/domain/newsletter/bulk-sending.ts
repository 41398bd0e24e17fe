// The newsletters' mails leaving: the outbox's bulk queue, oldest due first, one mail per turn of
// the pacer (pacing.ts, at the deployed rate: send-rate.ts), each sent by the outbox as every mail is
// (claimed first, so a second run or a retry never sends it twice; a suppressed address not sent;
// counted in its newsletter's report). Just before, the subscriber is checked again: one who
// unsubscribed (or subscribed again, with a new key) since the mail was queued is skipped, and the
// mail deleted. A failed send stops the run: SES is throttling or down, and the next run, a minute
// later, goes on where this one stopped. A run sends only while it holds the sender's lease
// (sender-lease.ts), so two runs at once never make twice the pace.

import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { indexName } from '../../table-keys';
import { ddb, tableName } from '../../runtime/dynamo';
import { outboxItemSchema, type OutboxItem } from '../mail/outbox-item';
import { type DeliveryOutcome, deliver } from '../mail/outbox';
import { reportCount } from './newsletter-report';
import { type Clock, type Pacer, pacer } from './pacing';
import { releaseSenderLease, takeSenderLease } from './sender-lease';
import { subscriberItemSchema } from './subscriber-item';

/** Mails read from the queue at once. */
const BULK_PAGE = 25;

/**
 * How long after its deadline a run keeps the sender's lease: longer than its last send can take,
 * so the lease outlives the run (the send-newsletters job's timeout is within it: lambdas/jobs/send-newsletters.ts).
 */
export const SENDER_LEASE_MARGIN_MS = 15_000;

export interface BulkReport {
  sent: number;
  skipped: number;
  suppressed: number;
  retry: number;
  dead: number;
  /** 1 when another run held the sender's lease, so this one sent nothing. */
  busy: number;
}

async function dueBulkMail(now: number, limit = BULK_PAGE): Promise<OutboxItem[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tableName('outbox'),
      IndexName: indexName('outbox', 'byQueue'),
      KeyConditionExpression: '#queue = :bulk AND nextAttemptAt <= :now',
      ExpressionAttributeNames: { '#queue': 'queue' },
      ExpressionAttributeValues: { ':bulk': 'bulk', ':now': now },
      Limit: limit,
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
 * after `deadline`; nothing while another run holds the sender's lease.
 */
export async function sendBulkMail(options: {
  readonly rate: number;
  readonly deadline: number;
  readonly clock: Clock;
}): Promise<BulkReport> {
  const { clock, deadline } = options;
  const report: BulkReport = { sent: 0, skipped: 0, suppressed: 0, retry: 0, dead: 0, busy: 0 };
  // An idle run (most minutes) writes nothing: the lease is taken only when there is mail to send.
  if ((await dueBulkMail(clock.now(), 1)).length === 0) return report;
  const holder = randomUUID();
  const lease = await takeSenderLease(holder, clock.now(), deadline + SENDER_LEASE_MARGIN_MS);
  if (!lease) return { ...report, busy: 1 };
  const pace = pacer(options.rate, clock, lease.nextTurnAt);
  try {
    await sendDue(pace, deadline, clock, report);
  } finally {
    await releaseSenderLease(holder, pace.nextTurnAt());
  }
  return report;
}

async function sendDue(pace: Pacer, deadline: number, clock: Clock, report: BulkReport): Promise<void> {
  const counted = (outcome: DeliveryOutcome) => {
    if (outcome !== 'skipped') report[outcome] += 1;
  };
  for (;;) {
    const due = await dueBulkMail(clock.now());
    if (due.length === 0) return;
    let progressed = false;
    for (const mail of due) {
      if (!mail.newsletter) continue;
      progressed = true;
      if (!pace.fitsBefore(deadline)) return;
      if (!(await stillWanted(mail))) {
        if (await skip({ ...mail, newsletter: mail.newsletter })) report.skipped += 1;
        continue;
      }
      await pace.turn();
      const outcome = await deliver(mail, clock.now());
      counted(outcome);
      if (outcome === 'retry' || outcome === 'dead') return;
    }
    // Every mail of the page was another's (a newsletter-less mail is never put in this queue).
    if (!progressed) return;
  }
}
