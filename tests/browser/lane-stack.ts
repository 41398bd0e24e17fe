// One lane of the browser suite (started by tests/browser/global-setup.ts): the built SPA as
// production serves it, built afresh (about a second, so a clean checkout needs nothing beforehand and
// a stale web/dist never counts), served as CloudFront serves it (CloudFront's headers, deep-link
// rewrite and API paths) by the same function as `npm start`'s site (local/cloudfront/local-site.ts),
// in front of the local API server on DynamoDB Local (in memory) loaded with the demo content, and
// its own cognito-local for signing in. Everything on free ports, so a developer's `npm start` may
// keep running.
//
// The API runs in a child process (local/ephemeral-api.ts) and the site server is handed its
// address directly, so this process's environment (which every vitest worker inherits) is untouched.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, mergeConfig } from 'vite';
import type { RuntimeConfig } from '../../common/runtime-config';
import { startLocalSite } from '../../local/cloudfront/local-site';
import { startEphemeralApi } from '../../local/ephemeral-api';
import { reservePort } from '../../common/local-stack/ports';
import { siteConfig } from '../../web/vite.config';
import { officerSessionFile } from './officer-session-file';
import { startSignInStack } from './sign-in-stack';

/** What a test file is told of its lane (tests/browser/lane.ts). */
export interface BrowserLane {
  readonly siteUrl: string;
  readonly runtimeConfig: RuntimeConfig;
  /** The lane's DynamoDB Local (tables named by localTableName), for a test's own items. */
  readonly apiDynamoDbEndpoint: string;
  /** The media bucket on the lane's s3rver (`http://host:port/bucket`), what /media/* serves. */
  readonly mediaBucketUrl: string;
  /** The lane's cognito-local log, where sign-up confirmation codes appear. */
  readonly cognitoLocalLog: string;
}

export interface StartedLane {
  readonly lane: BrowserLane;
  stop(): Promise<void>;
}

/** Builds run one at a time: each sets NODE_ENV for its duration, which this whole process shares. */
let building: Promise<unknown> = Promise.resolve();

function buildSite(siteUrl: string, outDir: string): Promise<void> {
  const run = async () => {
    // The same configuration as `npm run build`, with this lane's address for robots.txt and the
    // sitemap, and as production: vitest sets NODE_ENV=test, which would give React's development
    // build (StrictMode's double effects, its warnings) instead of what visitors get.
    const testNodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build(
        mergeConfig(siteConfig({ siteUrl }), {
          configFile: false,
          logLevel: 'error',
          build: { outDir, emptyOutDir: true },
        }),
      );
    } finally {
      process.env.NODE_ENV = testNodeEnv;
    }
  };
  const built = building.then(run, run);
  building = built.catch(() => {});
  return built;
}

export async function startBrowserLane(): Promise<StartedLane> {
  /** What is up so far, undone last first, whether the start finished or not. */
  const undo: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of undo.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`browser lane cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  try {
    const outDir = await mkdtemp(path.join(tmpdir(), 'blaze-site-'));
    undo.push(() => rm(outDir, { recursive: true, force: true }));
    const stoppedOnUndo = async <T extends { stop(): Promise<void> }>(starting: Promise<T>): Promise<T> => {
      const started = await starting;
      undo.push(() => started.stop());
      return started;
    };
    // The site's port first, so the API knows the site's address as `npm start`'s does: its page
    // functions write it into each page, its mails link to it, and its uploads bucket takes its uploads.
    // Held until the site listens on it, so no other lane's service takes it meanwhile.
    const reserved = await reservePort();
    let released = false;
    const release = async () => {
      if (!released) await reserved.release();
      released = true;
    };
    undo.push(release);
    const sitePort = reserved.port;
    const siteUrl = `http://localhost:${sitePort}`;
    // The build needs only the site's address: it runs while the services start.
    const built = buildSite(`${siteUrl}/`, outDir);
    try {
      // The pool first: the API's member and officer rows take its tokens, as API Gateway's authorizer does.
      const signIn = await stoppedOnUndo(startSignInStack());
      // The page functions answer with this build's frames, written by the build, as CDK packages them.
      const api = await stoppedOnUndo(
        startEphemeralApi({ jwt: signIn.jwt, siteBuildDir: outDir, siteUrl: `${siteUrl}/`, lambdaPort: signIn.lambdaPort }),
      );
      await release();
      const site = await startLocalSite({
        distDir: outDir,
        apiUrl: api.url,
        mediaBucketUrl: api.mediaBucketUrl,
        runtimeConfig: signIn.runtimeConfig,
        port: sitePort,
        visitorPerConnection: true,
      });
      undo.push(() => site.close());
      await signIn.serveSite(`${site.url}/`);
      const runtimeConfig = signIn.runtimeConfig(`${site.url}/`);
      undo.push(() => rm(officerSessionFile(runtimeConfig.userPoolClientId), { force: true }));
      await built;
      return {
        lane: {
          siteUrl: site.url,
          runtimeConfig,
          apiDynamoDbEndpoint: api.dynamoDbEndpoint,
          mediaBucketUrl: api.mediaBucketUrl,
          cognitoLocalLog: signIn.cognitoLog,
        },
        stop,
      };
    } finally {
      // Never leave the build running into the removal of its directory.
      await built.catch(() => {});
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
