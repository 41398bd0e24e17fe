// The outbox's health as CloudWatch metrics, for the alarms (infra/constructs/alarms.ts): how long
// the oldest pending mail has waited and how many mails are dead. The send-pending-mail job
// measures them after each run and adds them to the functions' metrics (lambdas/runtime/metrics.ts),
// which its wrapper flushes as one embedded-metric-format line. A form handler adds one each time a
// receipt is held back by the hourly ceiling (mail-limits.ts), and the bounce recorder one when
// receipts are paused (mail-breaker.ts).
//
// The measure reads a bounded number of items whatever the backlog: a flood's receipts wait in a
// queue of their own (`waiting`, bounded by mail-limits.ts and left out: they wait by design, and
// the ceiling's alarm has already said so), and of the pending and dead queues only the first
// MEASURED_ITEMS of each are read. The alarms need to know that some mail is over an hour old or
// dead, not how many: once the pending queue holds more than that, sending has failed for long
// enough that the oldest of the first page is past the alarm's hour already.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { indexName } from '../../table-keys';
import { ddb, tableName } from '../../runtime/dynamo';
import { MAIL_METRICS } from '../../runtime/metric-names';
import { MetricUnit, metrics } from '../../runtime/metrics';
import { outboxItemSchema } from './outbox-item';

/** The metrics' namespace and names (lambdas/runtime/metric-names.ts, which the alarms read). */
export { MAIL_METRICS };

/** The most items of one queue a measure reads: one page of small projected items. */
export const MEASURED_ITEMS = 100;

export interface MailHealth {
  /** Seconds since the oldest still-pending mail (of the first MEASURED_ITEMS) was written; 0 when none is pending. */
  readonly oldestPendingSeconds: number;
  /** Dead mails, counted up to MEASURED_ITEMS. */
  readonly deadCount: number;
}

const measured = outboxItemSchema.pick({ createdAt: true, digestOf: true });

/**
 * The creation times of the first MEASURED_ITEMS items of one byQueue partition (one Query, one
 * page), without the hour's digest, which is pending by design until its hour is over.
 */
async function queueCreatedAt(queue: 'pending' | 'dead'): Promise<number[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tableName('outbox'),
      IndexName: indexName('outbox', 'byQueue'),
      KeyConditionExpression: '#queue = :queue',
      ExpressionAttributeNames: { '#queue': 'queue', '#createdAt': 'createdAt', '#digestOf': 'digestOf' },
      ExpressionAttributeValues: { ':queue': queue },
      ProjectionExpression: '#createdAt, #digestOf',
      Limit: MEASURED_ITEMS,
    }),
  );
  return (result.Items ?? [])
    .map((item) => measured.parse(item))
    .filter((item) => queue === 'dead' || item.digestOf === undefined)
    .map((item) => item.createdAt);
}

export async function measureMailHealth(now: number): Promise<MailHealth> {
  const [pending, dead] = await Promise.all([queueCreatedAt('pending'), queueCreatedAt('dead')]);
  const oldest = Math.min(...pending);
  return {
    oldestPendingSeconds: Number.isFinite(oldest) ? Math.max(0, Math.round((now - oldest) / 1000)) : 0,
    deadCount: dead.length,
  };
}

/** The backlog as metrics, flushed when the job's run ends. */
export function recordMailHealth(health: MailHealth): void {
  metrics.addMetric(MAIL_METRICS.oldestPendingSeconds, MetricUnit.Seconds, health.oldestPendingSeconds);
  metrics.addMetric(MAIL_METRICS.deadCount, MetricUnit.Count, health.deadCount);
}

/** One receipt held back by the hourly ceiling, flushed when the form's request ends. */
export function recordCeilingReached(): void {
  metrics.addMetric(MAIL_METRICS.ceilingReached, MetricUnit.Count, 1);
}
