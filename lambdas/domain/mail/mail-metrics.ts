// The outbox's health as CloudWatch metrics, for the alarms (infra/constructs/alarms.ts): how long
// the oldest pending mail has waited and how many mails are dead. The send-pending-mail job
// measures them after each run and adds them to the functions' metrics (lambdas/runtime/metrics.ts),
// which its wrapper flushes as one embedded-metric-format line. A form handler adds one each time a
// receipt waits for the hourly ceiling (mail-limits.ts).
// Receipts waiting for the ceiling are left out of the oldest pending mail's age: they wait by
// design, and the ceiling's own alarm has already said so.

import type * as z from 'zod';
import { indexName } from '../../table-keys';
import { tableName } from '../../runtime/dynamo';
import { MAIL_METRICS } from '../../runtime/metric-names';
import { MetricUnit, metrics } from '../../runtime/metrics';
import { queryAll } from '../../runtime/query-all';
import { outboxItemSchema } from './outbox-item';

/** The metrics' namespace and names (lambdas/runtime/metric-names.ts, which the alarms read). */
export { MAIL_METRICS };

export interface MailHealth {
  /** Seconds since the oldest still-pending mail was written; 0 when none is pending. */
  readonly oldestPendingSeconds: number;
  readonly deadCount: number;
}

/** Every item of one byQueue partition, only the attributes `schema` names (the queues are short). */
function queueItems<S extends z.ZodObject>(queue: 'pending' | 'dead', schema: S): Promise<z.output<S>[]> {
  const projection = Object.keys(schema.shape);
  return queryAll(
    {
      TableName: tableName('outbox'),
      IndexName: indexName('outbox', 'byQueue'),
      KeyConditionExpression: '#queue = :queue',
      ExpressionAttributeNames: { '#queue': 'queue', ...Object.fromEntries(projection.map((name, i) => [`#p${i}`, name])) },
      ExpressionAttributeValues: { ':queue': queue },
      ProjectionExpression: projection.map((_name, i) => `#p${i}`).join(', '),
    },
    schema,
  );
}

const pendingAge = outboxItemSchema.pick({ createdAt: true, waitsForCeiling: true });
const deadId = outboxItemSchema.pick({ id: true });

export async function measureMailHealth(now: number): Promise<MailHealth> {
  const [pending, dead] = await Promise.all([queueItems('pending', pendingAge), queueItems('dead', deadId)]);
  const stuck = pending.filter((item) => item.waitsForCeiling === undefined);
  const oldest = Math.min(...stuck.map((item) => item.createdAt));
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
