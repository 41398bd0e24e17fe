// cognito-local as a child process, started by cognito-local-main.ts (loopback only, no CORS). It
// keeps its data in `./.cognito/db` relative to its working directory, so it runs from
// `.local/cognito`; its log (with sign-up confirmation codes) goes to a file.

import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { assertPortFree } from '../../common/local-stack/ports';
import { answersHttp, captureTail, stopChild, trackChild, waitUntil } from './child-process';
import { LOOPBACK_HOST } from './loopback';

const MAIN = join(import.meta.dirname, 'cognito-local-main.ts');
/** The host in the token issuer, `http://localhost:PORT/<pool>`, which tokens and verifiers agree on. */
const ISSUER_HOST = 'localhost';

export interface CognitoLocal {
  /** Where the JSON API, `/oauth2/*` and `/<pool>/.well-known/*` answer. */
  readonly endpoint: string;
  /** The `iss` of its tokens is `${issuerBase}/<poolId>`. */
  readonly issuerBase: string;
  stop(): Promise<void>;
}

export async function startCognito(options: { port: number; directory: string; logFile: string }): Promise<CognitoLocal> {
  await assertPortFree(options.port, 'cognito');
  mkdirSync(options.directory, { recursive: true });
  mkdirSync(dirname(options.logFile), { recursive: true });
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = trackChild(
    spawn(process.execPath, ['--import', tsxLoader, MAIN], {
      cwd: options.directory,
      // HOST names the token issuer only; where it listens is cognito-local-main's choice (the loopback).
      env: { ...process.env, PORT: String(options.port), HOST: ISSUER_HOST, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const log = createWriteStream(options.logFile, { flags: 'a' });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  // People signing up locally need the confirmation code, which cognito-local only logs.
  child.stdout.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    if (text.includes('Confirmation Code Delivery')) process.stdout.write(`[cognito-local] ${text}`);
  });
  const tail = captureTail(child);
  const endpoint = `http://${LOOPBACK_HOST}:${options.port}`;
  try {
    await waitUntil('cognito-local', () => answersHttp(`${endpoint}/health`), { child, tail });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { endpoint, issuerBase: `http://${ISSUER_HOST}:${options.port}`, stop: () => stopChild(child) };
}
