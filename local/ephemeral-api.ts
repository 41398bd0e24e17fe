// A throwaway API for the browser suites and the benchmarks, in a child process of its own
// (local/ephemeral-api-main.ts, run with tsx): DynamoDB Local in memory on a free port, the catalogue
// tables, the demo content, and the route-table API server. The handlers' environment (TABLE_*,
// credentials, endpoint) stays in that child, so nothing leaks into the caller's process.

import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { JwtAuthorizerConfig } from './api/jwt-authorizer';
import { repoRoot } from '../common/local-stack/paths';
import { captureTail, stopChild, trackChild } from './services/child-process';

export interface EphemeralApi {
  readonly url: string;
  /** The media bucket on the child's S3 stand-in (`http://host:port/bucket`): what `/media/*` is served from. */
  readonly mediaBucketUrl: string;
  /** The child's DynamoDB Local, for a test that writes its own items next to the demo content. */
  readonly dynamoDbEndpoint: string;
  /** The child's Stripe stand-in (local/services/stripe/), whose checkout pages a test can open; its events go to the child's API. */
  readonly stripeUrl: string;
  stop(): Promise<void>;
}

const MAIN = join(repoRoot, 'local', 'ephemeral-api-main.ts');
/** The child's JWT authorizer settings, as JSON: without them every member and officer row answers 401. */
export const EPHEMERAL_API_JWT_ENV = 'EPHEMERAL_API_JWT';
/** The child's site build directory, for its page functions. */
export const EPHEMERAL_API_SITE_BUILD_ENV = 'EPHEMERAL_API_SITE_BUILD';
/** The address of the site in front of the child (LocalStack siteUrl). */
export const EPHEMERAL_API_SITE_URL_ENV = 'EPHEMERAL_API_SITE_URL';
/** Set when the child renders its site's pages once and then stops reading the tables' streams. */
export const EPHEMERAL_API_RENDER_ONCE_ENV = 'EPHEMERAL_API_RENDER_ONCE';
/** The port the child serves the user pool's triggers on, for the cognito-local whose config names it. */
export const EPHEMERAL_API_LAMBDA_PORT_ENV = 'EPHEMERAL_API_LAMBDA_PORT';

export interface EphemeralApiOptions {
  /** The user pool whose tokens the member and officer rows take (the browser suite's cognito-local). */
  readonly jwt?: JwtAuthorizerConfig;
  /** The site build whose frames the page functions answer with (LocalStack's siteBuildDir). */
  readonly siteBuildDir?: string;
  /**
   * The address of the site served in front of it (LocalStack siteUrl, with a trailing slash): the
   * page functions' addresses and the mails' links name it, and the uploads bucket takes its
   * browsers' uploads. `npm start`'s site address unless told.
   */
  readonly siteUrl?: string;
  /**
   * With a site build: render its pages once, as after a deploy, and then stop reading the tables'
   * streams. For the bench, which changes no table while it measures: in AWS the stream functions
   * run apart from the site, and here their polling (every stream twice a second, through DynamoDB
   * Local) would share the measuring machine's two cores with the browser.
   */
  readonly renderOnce?: boolean;
  /**
   * With `jwt`: where to serve the user pool's triggers to its cognito-local (the port that
   * cognito-local's config names, local/services/cognito.ts); the child also vouches for the pool's
   * demo officer in its tables (local/demo/demo-officer.ts), as `npm start` does.
   */
  readonly lambdaPort?: number;
}
/**
 * How long the child may take to say it is up. A child that fails exits, which is caught below at
 * once, so this only bounds one that hangs: generous, because on a machine busy with other work
 * its start (services, tables, demo content, every page function's first render) has taken over
 * three minutes.
 */
const START_TIMEOUT_MS = 600_000;

export async function startEphemeralApi(options: EphemeralApiOptions = {}): Promise<EphemeralApi> {
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  // SIGTERM on our exit (not SIGKILL): the child then stops its own DynamoDB Local.
  const child = trackChild(
    spawn(process.execPath, ['--import', tsxLoader, MAIN], {
      cwd: repoRoot,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...(options.jwt ? { [EPHEMERAL_API_JWT_ENV]: JSON.stringify(options.jwt) } : {}),
        ...(options.siteBuildDir ? { [EPHEMERAL_API_SITE_BUILD_ENV]: options.siteBuildDir } : {}),
        ...(options.siteUrl ? { [EPHEMERAL_API_SITE_URL_ENV]: options.siteUrl } : {}),
        ...(options.renderOnce ? { [EPHEMERAL_API_RENDER_ONCE_ENV]: '1' } : {}),
        ...(options.lambdaPort === undefined ? {} : { [EPHEMERAL_API_LAMBDA_PORT_ENV]: String(options.lambdaPort) }),
      },
    }),
    {
      exitSignal: 'SIGTERM',
    },
  );
  const tail = captureTail(child);
  const stop = () => stopChild(child, 15_000);

  try {
    const started = await new Promise<{ url: string; mediaBucketUrl: string; dynamoDbEndpoint: string; stripeUrl: string }>(
      (resolve, reject) => {
        let buffered = '';
        const timer = setTimeout(
          () => fail(new Error(`The ephemeral API did not start within ${START_TIMEOUT_MS / 1000} s.\n${tail()}`)),
          START_TIMEOUT_MS,
        );
        const onData = (chunk: Buffer) => {
          buffered += chunk.toString('utf8');
          const newline = buffered.indexOf('\n');
          if (newline === -1) return;
          cleanup();
          try {
            const { url, mediaBucketUrl, dynamoDbEndpoint, stripeUrl } = JSON.parse(buffered.slice(0, newline)) as Record<string, unknown>;
            if (
              typeof url !== 'string' ||
              typeof mediaBucketUrl !== 'string' ||
              typeof dynamoDbEndpoint !== 'string' ||
              typeof stripeUrl !== 'string'
            )
              throw new Error('no url');
            resolve({ url, mediaBucketUrl, dynamoDbEndpoint, stripeUrl });
          } catch {
            reject(new Error(`The ephemeral API printed an unexpected first line: ${buffered.slice(0, newline)}`));
          }
        };
        const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
          fail(new Error(`The ephemeral API exited while starting (${code ?? signal}).\n${tail()}`));
        const onError = (error: Error) => fail(error);
        function cleanup() {
          clearTimeout(timer);
          child.stdout.off('data', onData);
          child.off('exit', onExit);
          child.off('error', onError);
        }
        function fail(error: Error) {
          cleanup();
          reject(error);
        }
        child.stdout.on('data', onData);
        child.once('exit', onExit);
        child.once('error', onError);
      },
    );
    return { ...started, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
