// `npm start` runs each scheduled job on its interval (local/job-scheduler.ts) with the
// environment its row grants, never two runs of a job at once, and logs a run that fails.

import { join } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { JobDef } from '../../lambdas/jobs';
import { startJobScheduler, type JobScheduler } from '../../local/job-scheduler';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-jobs-${process.pid}-` });
const jobsDir = join(import.meta.dirname, 'fixtures', 'jobs');
// One "minute" of the schedule, in milliseconds.
const MINUTE_MS = 60;

const job = (id: string, grants: Partial<JobDef> = {}): JobDef => ({
  id,
  description: `test job ${id}`,
  everyMinutes: 1,
  reads: [],
  writes: ['counters'],
  ...grants,
});

let scheduler: JobScheduler | undefined;
let log: string[] = [];

function start(jobs: readonly JobDef[]): void {
  log = [];
  scheduler = startJobScheduler({ stack: local.stack, jobs, jobsDir, minuteMs: MINUTE_MS, log: (line) => log.push(line) });
}

async function count(list: string): Promise<number> {
  const found = await local.ddb.send(new GetCommand({ TableName: local.tableName('counters'), Key: { list } }));
  return typeof found.Item?.count === 'number' ? found.Item.count : 0;
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}. Log:\n${log.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

afterEach(async () => {
  await scheduler?.stop();
  scheduler = undefined;
});

afterAll(async () => {
  await local.close();
});

describe('the local job scheduler', () => {
  it('runs a job again and again on its interval, writing to a table its row grants', async () => {
    start([job('count-run')]);

    await waitFor('three runs', async () => (await count('count-run#runs')) >= 3);
  });

  it('never starts a run while the previous one is going, and says it skipped one', async () => {
    start([job('slow-count-run')]);

    await waitFor('two runs', async () => (await count('slow-count-run#runs')) >= 2);

    expect(await count('slow-count-run#overlapped')).toBe(0);
    expect(log.some((line) => line.includes('slow-count-run') && line.includes('skipped'))).toBe(true);
  });

  it('logs a run that fails, and runs the job again on its next interval', async () => {
    start([job('fail-on-purpose')]);

    await waitFor('two failed runs', () => log.filter((line) => line.includes('[job] fail-on-purpose failed')).length >= 2);

    expect(log.some((line) => line.includes('the job failed on purpose'))).toBe(true);
  });

  it('fails a job that writes a table its row does not list', async () => {
    start([job('count-run', { writes: [] })]);

    await waitFor('a failed run', () => log.some((line) => line.includes('[job] count-run failed')));

    expect(log.some((line) => line.includes('TABLE_COUNTERS is not set'))).toBe(true);
  });

  it('stops running a job once stopped', async () => {
    const before = await count('count-run#runs');
    start([job('count-run')]);
    await waitFor('a run', async () => (await count('count-run#runs')) > before);
    await scheduler?.stop();
    // A run under way as the scheduler stopped may still have its write in flight to DynamoDB Local
    // on a busy machine: the count must settle first (a scheduler still running never lets it).
    let afterStop = await count('count-run#runs');
    await waitFor('the count to settle', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5 * MINUTE_MS));
      const now = await count('count-run#runs');
      const settled = now === afterStop;
      afterStop = now;
      return settled;
    });

    await new Promise((resolve) => setTimeout(resolve, 5 * MINUTE_MS));

    expect(await count('count-run#runs')).toBe(afterStop);
  });
});
