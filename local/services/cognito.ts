// cognito-local as a child process. It keeps its data in `./.cognito/db` relative to its working
// directory, so it runs from `.local/cognito`; its log (with sign-up confirmation codes) goes to a file.

import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { assertPortFree } from '../ports';
import { answersHttp, captureTail, stopChild, trackChild, waitUntil } from './child-process';

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
  const require = createRequire(import.meta.url);
  const bin = join(dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
  const child = trackChild(spawn(process.execPath, [bin], {
    cwd: options.directory,
    // HOST also names the token issuer (`http://HOST:PORT/<pool>`), so it stays `localhost`.
    env: { ...process.env, PORT: String(options.port), HOST: 'localhost', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  }));
  const log = createWriteStream(options.logFile, { flags: 'a' });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  // People signing up locally need the confirmation code, which cognito-local only logs.
  child.stdout.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    if (text.includes('Confirmation Code Delivery')) process.stdout.write(`[cognito-local] ${text}`);
  });
  const tail = captureTail(child);
  const endpoint = `http://localhost:${options.port}`;
  try {
    await waitUntil('cognito-local', () => answersHttp(`${endpoint}/health`), { child, tail });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { endpoint, issuerBase: endpoint, stop: () => stopChild(child) };
}
