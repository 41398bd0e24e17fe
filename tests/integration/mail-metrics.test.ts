// The outbox's backlog as the alarms see it, against DynamoDB Local with SES failing: the job
// prints one CloudWatch embedded-metric line with the oldest pending mail's age and the dead
// count when there is a backlog, and none when the outbox is clear; and measuring reads a bounded
// number of items however large the backlog.

import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { BatchWriteCommand, PutCommand, ScanCommand, DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAIL_METRICS, MEASURED_ITEMS, measureMailHealth } from '../../lambdas/domain/mail/mail-metrics';
import { ddb } from '../../lambdas/runtime/dynamo';
import { newOutboxItem } from '../../lambdas/domain/mail/outbox-put';
import { job } from '../../lambdas/jobs';
import { outboxItemSchema } from '../../lambdas/domain/mail/outbox-item';
import { mockSes } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-mail-metrics-${process.pid}-`, fn: job('send-pending-mail') });
const ses = mockSes();
const { handler: runJob } = await import('../../lambdas/jobs/send-pending-mail');

const HOUR = 3_600_000;

async function put(item: Record<string, unknown>) {
  await local.ddb.send(new PutCommand({ TableName: local.tableName('outbox'), Item: outboxItemSchema.parse(item) }));
}

/** A pending mail written `ageMs` ago whose next try is not due yet (the job leaves it alone). */
async function pendingSince(ageMs: number, id: string) {
  const now = Date.now();
  await put({ ...newOutboxItem({ to: ['a@example.com'], subject: 'S', text: 'T' }, 'test', now - ageMs), id, nextAttemptAt: now + HOUR });
}

async function deadOne(id: string) {
  await put({
    ...newOutboxItem({ to: ['a@example.com'], subject: 'S', text: 'T' }, 'test', Date.now() - 48 * HOUR),
    id,
    state: 'dead',
    queue: 'dead',
    attempts: 16,
  });
}

let printed: string[];
beforeEach(async () => {
  const all = await local.ddb.send(new ScanCommand({ TableName: local.tableName('outbox') }));
  for (const item of all.Items ?? [])
    await local.ddb.send(new DeleteCommand({ TableName: local.tableName('outbox'), Key: { id: item.id } }));
  ses.reset();
  ses.on(SendEmailCommand).rejects(Object.assign(new Error('rejected'), { name: 'MessageRejected' }));
  printed = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    printed.push(String(chunk));
    return true;
  });
});
afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  ses.restore();
  await local.close();
});

const metricLines = () => printed.filter((line) => line.includes('"_aws"')).map((line) => JSON.parse(line) as Record<string, unknown>);

interface ExtractedMetric {
  readonly namespace: string;
  readonly name: string;
  readonly unit: string | undefined;
  readonly value: number;
  readonly dimensionSets: readonly (readonly string[])[];
}

/**
 * The metrics CloudWatch Logs takes from one embedded-metric-format line, read as the format's
 * specification says: `_aws` holds a Timestamp in epoch milliseconds and directives, each with a
 * Namespace, Dimensions (sets of names of the line's own members) and Metrics, whose every Name is a
 * member of the line holding a number. A line that breaks the format throws, as CloudWatch would
 * extract nothing from it.
 */
function extractMetrics(line: Record<string, unknown>, near: number): ExtractedMetric[] {
  const aws = line._aws as { Timestamp?: unknown; CloudWatchMetrics?: unknown } | undefined;
  if (!aws || typeof aws.Timestamp !== 'number' || Math.abs(aws.Timestamp - near) > 60_000) {
    throw new Error(`_aws.Timestamp is not this minute in epoch milliseconds: ${JSON.stringify(aws?.Timestamp)}`);
  }
  if (!Array.isArray(aws.CloudWatchMetrics) || aws.CloudWatchMetrics.length === 0)
    throw new Error('_aws.CloudWatchMetrics is not a list of directives');
  return aws.CloudWatchMetrics.flatMap((directive: { Namespace?: unknown; Dimensions?: unknown; Metrics?: unknown }) => {
    const { Namespace, Dimensions, Metrics } = directive;
    if (typeof Namespace !== 'string' || Namespace === '') throw new Error('a directive without a Namespace');
    const dimensionSets = Dimensions as string[][];
    if (
      !Array.isArray(Dimensions) ||
      !dimensionSets.every((set) => Array.isArray(set) && set.every((name) => typeof line[name] === 'string'))
    ) {
      throw new Error(`Dimensions ${JSON.stringify(Dimensions)} are not sets of the line's text members`);
    }
    if (!Array.isArray(Metrics) || Metrics.length === 0) throw new Error('a directive without Metrics');
    return (Metrics as { Name?: unknown; Unit?: unknown }[]).map(({ Name, Unit }) => {
      const value = typeof Name === 'string' ? line[Name] : undefined;
      if (typeof value !== 'number') throw new Error(`metric ${String(Name)} has no number member in the line`);
      return { namespace: Namespace, name: Name as string, unit: Unit as string | undefined, value, dimensionSets };
    });
  });
}

describe('the outbox backlog metrics', () => {
  it('measure the oldest pending mail and count the dead', async () => {
    await pendingSince(2 * HOUR, 'old');
    await pendingSince(10 * 60_000, 'young');
    await deadOne('dead-1');
    await deadOne('dead-2');

    const health = await measureMailHealth(Date.now());

    expect(health.deadCount).toBe(2);
    expect(health.oldestPendingSeconds).toBeGreaterThanOrEqual(7_200);
    expect(health.oldestPendingSeconds).toBeLessThan(7_260);
  });

  it('are printed by the job as one embedded-metric line when there is a backlog', async () => {
    await pendingSince(2 * HOUR, 'old');
    await deadOne('dead-1');

    const before = Date.now();
    await runJob();

    const [line, ...more] = metricLines();
    expect(more).toEqual([]);
    const metrics = extractMetrics(line ?? {}, before);
    const named = (name: string) => metrics.filter((metric) => metric.name === name);
    // What the alarms read (infra/constructs/alarms.ts): the namespace and names in MAIL_METRICS, by the service dimension.
    expect(named(MAIL_METRICS.deadCount)).toEqual([
      { namespace: MAIL_METRICS.namespace, name: MAIL_METRICS.deadCount, unit: 'Count', value: 1, dimensionSets: [['service']] },
    ]);
    const [oldest, ...moreOldest] = named(MAIL_METRICS.oldestPendingSeconds);
    expect(moreOldest).toEqual([]);
    expect(oldest).toMatchObject({ namespace: MAIL_METRICS.namespace, unit: 'Seconds', dimensionSets: [['service']] });
    expect(oldest?.value).toBeGreaterThanOrEqual(7_200);
    expect(oldest?.value).toBeLessThan(7_260);
    expect(metrics).toHaveLength(2);
  });

  it('print nothing when the outbox is clear', async () => {
    await runJob();
    expect(metricLines()).toEqual([]);
  });
});

describe('measuring a large backlog', () => {
  it('reads a bounded number of items, whatever waits, and still sees mail over an hour old', async () => {
    const now = Date.now();
    const message = { to: ['a@example.com'], subject: 'S', text: 'T' };
    const items = [
      // A flood's receipts waiting for their turns, and hours of mail SES would not take.
      ...Array.from({ length: 600 }, (_, i) => ({ ...newOutboxItem(message, 'test', now), id: `waiting-${i}`, queue: 'waiting' })),
      ...Array.from({ length: 300 }, (_, i) => ({
        ...newOutboxItem(message, 'test', now - 2 * HOUR + i * 10_000),
        id: `failing-${i}`,
        attempts: 5,
        nextAttemptAt: now + (i % 60) * 60_000,
      })),
      ...Array.from({ length: 150 }, (_, i) => ({
        ...newOutboxItem(message, 'test', now - 48 * HOUR),
        id: `dead-${i}`,
        state: 'dead',
        queue: 'dead',
        attempts: 16,
      })),
    ].map((item) => outboxItemSchema.parse(item));
    for (let i = 0; i < items.length; i += 25) {
      const batch = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
      await local.ddb.send(new BatchWriteCommand({ RequestItems: { [local.tableName('outbox')]: batch } }));
    }
    let read = 0;
    const send = ddb.send.bind(ddb);
    vi.spyOn(ddb, 'send').mockImplementation((async (command: object) => {
      const answer = (await send(command as QueryCommand)) as { Items?: unknown[] };
      if (command instanceof QueryCommand) read += answer.Items?.length ?? 0;
      return answer;
    }) as typeof ddb.send);

    const health = await measureMailHealth(now);

    expect(read).toBeLessThanOrEqual(2 * MEASURED_ITEMS);
    expect(health.oldestPendingSeconds).toBeGreaterThan(3_600);
    expect(health.deadCount).toBeGreaterThan(0);
  });
});
