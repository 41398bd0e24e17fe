// Under the local API server each route row's handler runs with the environment its row grants
// and nothing else (local/handler-env.ts, local/api/function-container.ts): a handler that reads a
// table its row does not list fails here, as it would in AWS.

import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '../../lambdas/routes';
import { startApiServer, type ApiServer } from '../../local/api-server';
import { handlerEnv } from '../../local/handler-env';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-function-env-${process.pid}-` });
const handlersDir = join(import.meta.dirname, 'fixtures', 'handlers');

const readsSettings: RouteDef = {
  id: 'read-settings',
  method: 'GET',
  path: '/public/api/granted',
  access: 'public',
  throttle: 'read',
  reads: ['settings'],
  writes: [],
};
const readsPostsOnly: RouteDef = {
  id: 'read-settings',
  method: 'GET',
  path: '/public/api/not-granted',
  access: 'public',
  throttle: 'read',
  reads: ['posts'],
  writes: [],
};
const envOfReader: RouteDef = {
  id: 'show-env',
  method: 'GET',
  path: '/public/api/env/reader',
  access: 'public',
  throttle: 'read',
  reads: ['posts', 'counters'],
  writes: [],
};
const envOfMailer: RouteDef = {
  id: 'show-env',
  method: 'POST',
  path: '/public/api/env/mailer',
  access: 'public',
  throttle: 'form',
  reads: [],
  writes: ['settings'],
  sendsEmail: true,
  media: ['presign', 'read'],
};

const log: string[] = [];
let api: ApiServer;

beforeAll(async () => {
  // Set in this process only: no handler may see it.
  process.env.BLAZE_TEST_PARENT_ONLY = 'parent';
  api = await startApiServer({
    port: 0,
    stack: local.stack,
    routes: [readsSettings, readsPostsOnly, envOfReader, envOfMailer],
    handlersDir,
    log: (line) => log.push(line),
  });
});

afterAll(async () => {
  delete process.env.BLAZE_TEST_PARENT_ONLY;
  await api?.close();
  await local.close();
});

async function envOf(row: RouteDef): Promise<Record<string, string>> {
  const response = await fetch(`${api.url}${row.path}`, { method: row.method });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, string>;
}

describe('a handler under the local API server', () => {
  it('reads a table its row lists', async () => {
    const response = await fetch(`${api.url}/public/api/granted`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ found: false });
  });

  it('fails with 500 when it reads a table its row does not list, and the log names the missing table', async () => {
    const response = await fetch(`${api.url}/public/api/not-granted`);

    expect(response.status).toBe(500);
    expect(log.some((line) => line.includes('read-settings failed') && line.includes('TABLE_SETTINGS is not set'))).toBe(true);
  });

  it('sees exactly the environment the builder makes from its own row', async () => {
    expect(await envOf(envOfReader)).toEqual(handlerEnv(envOfReader, local.stack));
    expect(await envOf(envOfMailer)).toEqual(handlerEnv(envOfMailer, local.stack));
  });

  it("sees only its own row's tables, bucket and mail settings, even beside a row sharing its handler file", async () => {
    const reader = await envOf(envOfReader);
    const mailer = await envOf(envOfMailer);

    expect(
      Object.keys(reader)
        .filter((name) => name.startsWith('TABLE_'))
        .sort(),
    ).toEqual(['TABLE_COUNTERS', 'TABLE_POSTS']);
    // A mail sender also reads the suppression list (lambdas/route-def.ts grantedTables).
    expect(
      Object.keys(mailer)
        .filter((name) => name.startsWith('TABLE_'))
        .sort(),
    ).toEqual(['TABLE_MAIL_SUPPRESSIONS', 'TABLE_SETTINGS']);
    expect(reader.SENDER_EMAIL).toBeUndefined();
    expect(reader.MEDIA_BUCKET).toBeUndefined();
    expect(reader.UPLOADS_BUCKET).toBeUndefined();
    expect(mailer.SENDER_EMAIL).toEqual(expect.any(String));
    expect(mailer.MEDIA_BUCKET).toBe(local.stack.mediaBucket);
    expect(mailer.UPLOADS_BUCKET).toBe(local.stack.uploadsBucket);
  });

  it("never sees the server process's own environment", async () => {
    const env = await envOf(envOfReader);

    expect(process.env.BLAZE_TEST_PARENT_ONLY).toBe('parent');
    expect(env.BLAZE_TEST_PARENT_ONLY).toBeUndefined();
    expect(env.PATH).toBeUndefined();
  });
});
