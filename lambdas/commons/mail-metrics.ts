// The outbox's health as CloudWatch metrics, for the alarms (infra/constructs/alarms.ts): how long
// the oldest pending mail has waited and how many mails are dead. The send-pending-mail job
// measures them after each run and prints one CloudWatch embedded-metric-format line; Lambda's log
// delivery turns it into metrics, so no SDK call and no extra permission is needed. A form handler
// prints a line the same way each time a receipt waits for the hourly ceiling (mail-limits.ts).
// Receipts waiting for the ceiling are left out of the oldest pending mail's age: they wait by
// design, and the ceiling's own alarm has already said so.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { indexName } from '../tables';
import { ddb, tableName } from './dynamo';

/** The metrics' namespace and names; the alarms read the same constants. */
export const MAIL_METRICS = {
  namespace: 'BlazeRugbyClub/Mail',
  oldestPendingSeconds: 'OldestPendingMailSeconds',
  deadCount: 'DeadMailCount',
  /** One each time a receipt is held back by the hourly ceiling on visitor-addressed mail. */
  ceilingReached: 'VisitorMailCeilingReached',
} as const;

export interface MailHealth {
  /** Seconds since the oldest still-pending mail was written; 0 when none is pending. */
  readonly oldestPendingSeconds: number;
  readonly deadCount: number;
}

/** Every item of one byQueue partition, only the attributes asked for (the queues are short). */
async function queueItems(queue: 'pending' | 'dead', projection: readonly string[]): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({
        TableName: tableName('outbox'),
        IndexName: indexName('outbox', 'byQueue'),
        KeyConditionExpression: '#queue = :queue',
        ExpressionAttributeNames: { '#queue': 'queue', ...Object.fromEntries(projection.map((name, i) => [`#p${i}`, name])) },
        ExpressionAttributeValues: { ':queue': queue },
        ProjectionExpression: projection.map((_name, i) => `#p${i}`).join(', '),
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export async function measureMailHealth(now: number): Promise<MailHealth> {
  const [pending, dead] = await Promise.all([queueItems('pending', ['createdAt', 'waitsForCeiling']), queueItems('dead', ['id'])]);
  const stuck = pending.filter((item) => item.waitsForCeiling === undefined);
  const oldest = Math.min(...stuck.map((item) => Number(item.createdAt)).filter(Number.isFinite));
  return {
    oldestPendingSeconds: Number.isFinite(oldest) ? Math.max(0, Math.round((now - oldest) / 1000)) : 0,
    deadCount: dead.length,
  };
}

/** The embedded-metric-format line for CloudWatch Logs. */
export function mailHealthLine(health: MailHealth, now: number): string {
  return JSON.stringify({
    _aws: {
      Timestamp: now,
      CloudWatchMetrics: [
        {
          Namespace: MAIL_METRICS.namespace,
          Dimensions: [[]],
          Metrics: [
            { Name: MAIL_METRICS.oldestPendingSeconds, Unit: 'Seconds' },
            { Name: MAIL_METRICS.deadCount, Unit: 'Count' },
          ],
        },
      ],
    },
    [MAIL_METRICS.oldestPendingSeconds]: health.oldestPendingSeconds,
    [MAIL_METRICS.deadCount]: health.deadCount,
  });
}

/** The embedded-metric-format line of one receipt held back by the hourly ceiling. */
export function ceilingReachedLine(now: number): string {
  return JSON.stringify({
    _aws: {
      Timestamp: now,
      CloudWatchMetrics: [
        { Namespace: MAIL_METRICS.namespace, Dimensions: [[]], Metrics: [{ Name: MAIL_METRICS.ceilingReached, Unit: 'Count' }] },
      ],
    },
    [MAIL_METRICS.ceilingReached]: 1,
  });
}
