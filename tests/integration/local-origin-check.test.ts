// The origin check under the local API server (local/api/origin-secret.ts): the server plays
// CloudFront, adding its own secret's `current` to every event whatever the caller sent, and its
// containers read that secret where the functions read Secrets Manager in AWS, so the same check,
// cache and comparison run locally; nothing of it is in the function's environment.

import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_SECRET_HEADER } from '../../lambdas/runtime/origin-check';
import type { RouteDef } from '../../lambdas/routes';
import { startApiServer, type ApiServer } from '../../local/api-server';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb();
const probe: RouteDef = {
  id: 'origin-probe',
  method: 'GET',
  path: '/public/api/origin-probe',
  access: 'public',
  throttle: 'read',
  reads: [],
  writes: [],
};

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer({
    port: 0,
    stack: local.stack,
    routes: [probe],
    handlersDir: join(import.meta.dirname, 'fixtures', 'handlers'),
    log: () => undefined,
  });
});

afterAll(async () => {
  await api?.close();
  await local.close();
});

describe('the origin check under the local API server', () => {
  it('passes what the server forwards, even over a header the caller forged, and refuses the event without it', async () => {
    const response = await fetch(`${api.url}${probe.path}`, { headers: { [ORIGIN_SECRET_HEADER]: 'guess' } });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ asSent: 200, withoutHeader: 403, forged: 403, environmentNames: [] });
  });
});
