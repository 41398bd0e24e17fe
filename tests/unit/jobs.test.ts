// A scheduled job is one row in lambdas/jobs.ts and one file lambdas/jobs/<id>.ts whose handler
// goes through defineJob (its log line and failure handling); these hold the two lists together.

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { functionEnvironment, type StackNames } from '../../lambdas/function-env';
import { defineJob } from '../../lambdas/runtime/job';
import { BACKUP_BUCKET, MEDIA_BUCKET, USER_POOL_ID } from '../../lambdas/runtime/env-names';
import { type JobDef, job, jobs, type JobId } from '../../lambdas/jobs';
import { eventFunctions } from '../../lambdas/event-functions';
import type { FunctionGrants } from '../../lambdas/route-def';
import { routes } from '../../lambdas/routes';
import { streamFunctions } from '../../lambdas/stream-functions';
import { tableEnvVar, tableNames } from '../../lambdas/table-keys';
import { triggers } from '../../lambdas/triggers';
import { captureLogs } from '../support/captured-logs';

const jobsDir = fileURLToPath(new URL('../../lambdas/jobs/', import.meta.url));
const fileIds = readdirSync(jobsDir)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -'.ts'.length));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the job table', () => {
  it('has a file for every row and a row for every file', () => {
    expect(fileIds.sort()).toEqual(jobs.map((row) => row.id).sort());
  });

  it('answers each row by its id and refuses an id no row has', () => {
    for (const row of jobs) expect(job(row.id)).toBe(row);
    expect(() => job('no-such-job' as JobId)).toThrow(/no-such-job/);
  });

  it('names only catalogue tables and runs at least every day', () => {
    for (const row of jobs) {
      for (const table of [...row.reads, ...row.writes]) expect(tableNames).toContain(table);
      expect(row.everyMinutes).toBeGreaterThanOrEqual(1);
      expect(row.everyMinutes).toBeLessThanOrEqual(1_440);
    }
  });

  it.each(jobs.map((row) => [row.id]))('jobs/%s.ts exports the defineJob wrapper of its own row', (id) => {
    const source = readFileSync(`${jobsDir}${id}.ts`, 'utf8');

    expect(source).toMatch(new RegExp(`^export const handler = defineJob\\(job\\('${id}'\\),`, 'm'));
    expect(source.match(/^export\b/gm), 'the handler is the only export').toHaveLength(1);
  });
});

describe('defineJob', () => {
  const row = jobs[0];

  it('logs one line per run with what the run reports', async () => {
    const logs = captureLogs();
    const handler = defineJob(row, async () => ({ sent: 2 }));

    expect(await handler()).toEqual({ sent: 2 });
    expect(logs.lines().some((line) => line.message === 'job run' && line.sent === 2 && line.job === row.id)).toBe(true);
  });

  it('writes no info line for a run that found nothing to do', async () => {
    const logs = captureLogs();
    const handler = defineJob(row, async () => ({ due: 0, sent: 0 }));

    await handler();
    expect(logs.lines().filter((line) => line.message === 'job run')).toEqual([]);
  });

  it('logs a failed run with its message redacted, and fails the run', async () => {
    const logs = captureLogs();
    const handler = defineJob(row, async () => {
      throw new Error('could not reach ann@example.com');
    });

    await expect(handler()).rejects.toThrow(/could not reach/);
    const line = logs.lines().find((entry) => entry.message === 'job failed');
    expect(line).toBeDefined();
    expect(logs.text()).not.toContain('ann@example.com');
  });
});

describe('the export job (export-club)', () => {
  const row: JobDef = job('export-club');
  const names: StackNames = {
    tableName: (name) => `club-${name}`,
    mediaBucket: 'club-media',
    uploadsBucket: 'club-uploads',
    mail: { senderEmail: 'site@club.test', notificationEmail: 'officers@club.test', configurationSet: 'club' },
    siteUrl: 'https://club.test/',
    userPoolId: 'us-east-1_club',
    backupBucket: 'club-backups',
  };

  it('reads every table whole and writes none, lists and reads the media, reads the members, and puts archives', () => {
    expect([...(row.scans ?? [])].sort()).toEqual([...tableNames].sort());
    expect(row.reads).toEqual([]);
    expect(row.writes).toEqual([]);
    expect([...(row.media ?? [])].sort()).toEqual(['list', 'read']);
    expect(row.members).toBe('read');
    expect(row.backups).toBe('write');
    expect(row.sendsEmail).toBeUndefined();
    expect(row.site).toBeUndefined();
    expect(row.callsApi).toBeUndefined();
  });

  it('is told every table, the media and backup buckets and the user pool, and nothing else', () => {
    const env = functionEnvironment(row, names);
    expect(env).toEqual({
      ...Object.fromEntries(tableNames.map((name) => [tableEnvVar(name), `club-${name}`])),
      [MEDIA_BUCKET]: 'club-media',
      [USER_POOL_ID]: 'us-east-1_club',
      [BACKUP_BUCKET]: 'club-backups',
    });
  });

  it('refuses to be built where there is no user pool or backup bucket to name', () => {
    expect(() => functionEnvironment(row, { ...names, userPoolId: undefined })).toThrow(/user pool/);
    expect(() => functionEnvironment(row, { ...names, backupBucket: undefined })).toThrow(/backup bucket/);
  });

  it('is the only function of any table that scans, reads the members or puts archives', () => {
    const others: (FunctionGrants & { id: string })[] = [
      ...routes,
      ...(jobs as readonly JobDef[]).filter((other) => other.id !== row.id),
      ...eventFunctions,
      ...streamFunctions,
      ...triggers,
    ];
    for (const other of others) {
      expect(other.scans, other.id).toBeUndefined();
      expect(other.members, other.id).toBeUndefined();
      expect(other.backups, other.id).toBeUndefined();
      expect(other.media ?? [], other.id).not.toContain('list');
    }
  });

  it('runs once a day for at most Lambda’s fifteen minutes', () => {
    expect(row.everyMinutes).toBe(24 * 60);
    expect(row.timeoutSeconds).toBe(15 * 60);
  });
});
