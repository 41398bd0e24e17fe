// The browser suites run against the built SPA, served by `vite preview` the way CloudFront serves
// it, in front of the local API server on DynamoDB Local (in memory) loaded with the demo content.
// Every port is free-picked, so a developer's `npm start` may keep running.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { startApiServer } from '../../local/api-server';
import { localDynamoDbClient, LOCAL_REGION, localCredentials } from '../../local/aws/clients';
import { createTables, localTableEnv, localTableName } from '../../local/aws/create-tables';
import { seedDemoContent } from '../../local/demo/seed';
import { freePort } from '../../local/ports';
import { startDynamoDbLocal } from '../../local/services/dynamodb-local';

const configFile = path.resolve('web/vite.config.ts');

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(path.join(tmpdir(), 'blaze-browser-'));
  const outDir = path.join(workDir, 'dist');

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

  // vite.config.ts reads API_PORT when it loads, for its proxy to the API server.
  process.env.API_PORT = new URL(api.url).port;
  await build({ configFile, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const sitePort = await freePort();
  const site = await preview({
    configFile,
    logLevel: 'error',
    build: { outDir },
    preview: { port: sitePort, strictPort: true, host: 'localhost' },
  });
  project.provide('siteUrl', `http://localhost:${sitePort}`);

  return async () => {
    await new Promise<void>((resolve) => site.httpServer.close(() => resolve()));
    await api.close();
    client.destroy();
    await dynamo.stop();
    await rm(workDir, { recursive: true, force: true });
  };
}
