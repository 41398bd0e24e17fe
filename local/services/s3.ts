// s3rver, run as a child process: it encrypts listing continuation tokens with DES, which
// Node 20 only allows with --openssl-legacy-provider; a child gets that flag without the
// whole stack (and the handlers) running on the legacy OpenSSL provider.

import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { assertPortFree } from '../../common/local-stack/ports';
import { answersHttp, captureTail, stopChild, trackChild, waitUntil } from './child-process';
import { LOOPBACK_HOST } from './loopback';

export interface S3Local {
  readonly endpoint: string;
  stop(): Promise<void>;
}

/** s3rver accepts only this key pair (anything else: 403 InvalidAccessKeyId). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export async function startS3(options: { port: number; directory: string }): Promise<S3Local> {
  await assertPortFree(options.port, 's3');
  mkdirSync(options.directory, { recursive: true });
  const require = createRequire(import.meta.url);
  const bin = join(dirname(require.resolve('s3rver/package.json')), 'bin', 's3rver.js');
  const child = trackChild(
    spawn(
      process.execPath,
      [
        '--openssl-legacy-provider',
        bin,
        '--directory',
        options.directory,
        '--address',
        LOOPBACK_HOST,
        '--port',
        String(options.port),
        '--silent',
      ],
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
