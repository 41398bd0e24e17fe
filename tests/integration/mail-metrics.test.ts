// The outbox's backlog as the alarms see it, against DynamoDB Local with SES failing: the job
// prints one CloudWatch embedded-metric line with the oldest pending mail's age and the dead
// count when there is a backlog, and none when the outbox is clear.

import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { PutCommand, ScanCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAIL_METRICS, measureMailHealth } from '../../lambdas/commons/mail-metrics';
import { SERVICE_NAME } from '../../lambdas/commons/metric-names';
import { newOutboxItem } from '../../lambdas/commons/outbox';
import { job } from '../../lambdas/jobs';
import { outboxItemSchema } from '../../lambdas/tables';
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

    await runJob();

    const [line, ...more] = metricLines();
    expect(more).toEqual([]);
    expect(line?._aws).toMatchObject({
      CloudWatchMetrics: [
        {
          Namespace: MAIL_METRICS.namespace,
          Dimensions: [['service']],
          Metrics: [
            { Name: MAIL_METRICS.oldestPendingSeconds, Unit: 'Seconds' },
            { Name: MAIL_METRICS.deadCount, Unit: 'Count' },
          ],
        },
      ],
    });
    expect(line?.service).toBe(SERVICE_NAME);
    expect(line?.[MAIL_METRICS.deadCount]).toBe(1);
    expect(Number(line?.[MAIL_METRICS.oldestPendingSeconds])).toBeGreaterThanOrEqual(7_200);
  });

  it('print nothing when the outbox is clear', async () => {
    await runJob();
    expect(metricLines()).toEqual([]);
  });
});
