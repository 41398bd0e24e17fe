// A throwaway API for the browser suites and the benchmarks: DynamoDB Local in memory on a free
// port, the catalogue tables, the demo content, and the route-table API server in this process.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApiServer } from './api-server';
import { localDynamoDbClient, LOCAL_REGION, localCredentials } from './aws/clients';
import { createTables, localTableEnv, localTableName } from './aws/create-tables';
import { seedDemoContent } from './demo/seed';
import { freePort } from './ports';
import { startDynamoDbLocal } from './services/dynamodb-local';

export interface EphemeralApi {
  readonly url: string;
  stop(): Promise<void>;
}

export async function startEphemeralApi(): Promise<EphemeralApi> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'blaze-api-'));
  const dynamo = await startDynamoDbLocal({ port: await freePort() });
  const client = localDynamoDbClient(dynamo.endpoint);
  await createTables(client, localTableName);
  await seedDemoContent(client, localTableName, path.join(workDir, 'demo-seeded'));

  // The API server calls the handlers in this process, so they read their settings from here.
  Object.assign(process.env, localTableEnv(), {
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
  });
  const api = await startApiServer({ port: await freePort(), log: () => {} });

  return {
    url: api.url,
    async stop() {
      await api.close();
      client.destroy();
      await dynamo.stop();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
