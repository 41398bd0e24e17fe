// The throwaway API's own process (started by local/ephemeral-api.ts): DynamoDB Local in memory on a
// free port, the catalogue tables, the demo content and the route-table API server. The handlers'
// settings (TABLE_*, credentials, endpoint) go into this process's environment only.
//
// Prints one JSON line `{ "url": ... }` on stdout once the API answers; stops everything on SIGTERM,
// SIGINT, or when its stdin closes (the parent is gone).

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApiServer } from './api-server';
import { localCredentials, localDynamoDbClient, LOCAL_REGION } from './aws/clients';
import { createTables, localTableEnv, localTableName } from './aws/create-tables';
import { seedDemoContent } from './demo/seed';
import { freePort } from './ports';
import { startDynamoDbLocal } from './services/dynamodb-local';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** What is up so far, undone last first. */
const undo: (() => Promise<void> | void)[] = [];
let stopping: Promise<void> | undefined;

function stopAll(): Promise<void> {
  stopping ??= (async () => {
    for (const step of undo.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`ephemeral API: cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return stopping;
}

function exitAfterStop(code: number): void {
  void stopAll().then(() => process.exit(code));
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.once(signal, () => exitAfterStop(0));
// The parent keeps our stdin open; when it ends, the parent is gone.
process.stdin.on('end', () => exitAfterStop(0));
process.stdin.resume();

async function main(): Promise<void> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'blaze-api-'));
  undo.push(() => rm(workDir, { recursive: true, force: true }));
  const dynamo = await startDynamoDbLocal({ port: await freePort() });
  undo.push(() => dynamo.stop());
  const client = localDynamoDbClient(dynamo.endpoint);
  undo.push(() => client.destroy());
  await createTables(client, localTableName);
  await seedDemoContent(client, localTableName, path.join(workDir, 'demo-seeded'));

  // The API server calls the handlers in this process, so they read their settings from here.
  Object.assign(process.env, localTableEnv(), {
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
  });
  delete process.env.AWS_PROFILE;
  delete process.env.AWS_SESSION_TOKEN;
  const api = await startApiServer({ port: await freePort(), log: () => {} });
  undo.push(() => api.close());

  process.stdout.write(`${JSON.stringify({ url: api.url })}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  exitAfterStop(1);
});
