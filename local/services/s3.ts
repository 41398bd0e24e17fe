// s3rver, run as a child process: it encrypts listing continuation tokens with DES, which
// Node 20 only allows with --openssl-legacy-provider; a child gets that flag without the
// whole stack (and the handlers) running on the legacy OpenSSL provider. The child runs
// ./s3rver-main.ts, s3rver with the ETag conditions it lacks (./s3rver-conditions.ts).

import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { assertPortFree } from '../../common/local-stack/ports';
import { answersHttp, captureTail, stopChild, trackChild, waitUntil } from './child-process';
import { LOOPBACK_HOST } from './loopback';

export interface S3Local {
  readonly endpoint: string;
  stop(): Promise<void>;
}

const MAIN = fileURLToPath(new URL('./s3rver-main.ts', import.meta.url));

/** s3rver accepts only this key pair (anything else: 403 InvalidAccessKeyId). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export async function startS3(options: { port: number; directory: string }): Promise<S3Local> {
  await assertPortFree(options.port, 's3');
  mkdirSync(options.directory, { recursive: true });
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = trackChild(
    spawn(
      process.execPath,
      ['--openssl-legacy-provider', '--import', tsxLoader, MAIN, options.directory, LOOPBACK_HOST, String(options.port)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    ),
  );
  const tail = captureTail(child);
  const endpoint = `http://${LOOPBACK_HOST}:${options.port}`;
  try {
    await waitUntil('s3rver', () => answersHttp(endpoint), { child, tail });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { endpoint, stop: () => stopChild(child) };
}
