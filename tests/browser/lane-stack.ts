// One lane of the browser suite (started by tests/browser/global-setup.ts): the built SPA as
// production serves it, served as CloudFront serves it (CloudFront's headers, deep-link rewrite and
// API paths) by the same function as `npm start`'s site (local/cloudfront/local-site.ts), in front
// of the local API server on DynamoDB Local (in memory) loaded with the demo content, and its own
// cognito-local for signing in. Everything on free ports, so a developer's `npm start` may keep
// running.
//
// The site is built once a run, afresh (so a clean checkout needs nothing beforehand and a stale
// web/dist never counts), for a stand-in address; each lane gets a copy of it moved to its own
// address as the deploy moves the build to the distribution's (infra/constructs/site-deployment.ts):
// the prerendered pages rebased, robots.txt and sitemap.xml written for it. A copy, because the
// lane's API writes its regenerated pages into it.
//
// The API runs in a child process (local/ephemeral-api.ts) and the site server is handed its
// address directly, so this process's environment (which every vitest worker inherits) is untouched.

import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, mergeConfig } from 'vite';
import type { RuntimeConfig } from '../../common/runtime-config';
import { startLocalSite } from '../../local/cloudfront/local-site';
import { startEphemeralApi } from '../../local/ephemeral-api';
import { reservePort } from '../../common/local-stack/ports';
import { robotsTxt, siteOrigin, sitemapXml } from '../../common/pages/seo-files';
import { PRERENDER_MANIFEST, type PrerenderManifest, rebaseOrigin } from '../../common/site-build/manifest';
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

/** The address the run's one build is made for: no lane's, and moved to each lane's when it is copied. */
const BUILT_FOR = 'http://browser-suite.invalid/';

export interface SharedSiteBuild {
  /** The directory holding the finished build. */
  readonly built: Promise<string>;
  remove(): Promise<void>;
}

/**
 * The run's build of the site, started at once: the same configuration as `npm run build`, and as
 * production: vitest sets NODE_ENV=test, which would give React's development build (StrictMode's
 * double effects, its warnings) instead of what visitors get. NODE_ENV is this whole process's
 * while the build runs: it is the run's only build.
 */
export function buildSharedSite(): SharedSiteBuild {
  const directory = mkdtemp(path.join(tmpdir(), 'blaze-suite-site-'));
  const built = directory.then(async (outDir) => {
    const testNodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build(
        mergeConfig(siteConfig({ siteUrl: BUILT_FOR }), {
          configFile: false,
          logLevel: 'error',
          build: { outDir, emptyOutDir: true },
        }),
      );
    } finally {
      process.env.NODE_ENV = testNodeEnv;
    }
    return outDir;
  });
  // A build that failed is reported to each lane that waits for it, not as an unhandled rejection.
  built.catch(() => {});
  return {
    built,
    async remove() {
      await built.catch(() => {});
      await rm(await directory, { recursive: true, force: true });
    },
  };
}

/** A copy of the build in `from` at `to`, its addresses moved to the site at `siteUrl`, as a deploy places it. */
async function placeSiteBuild(from: string, to: string, siteUrl: string): Promise<void> {
  await cp(from, to, { recursive: true });
  const manifestFile = path.join(to, PRERENDER_MANIFEST);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as PrerenderManifest;
  const origin = siteOrigin(siteUrl);
  await Promise.all(
    manifest.files.map(async (file) => {
      const page = path.join(to, file);
      await writeFile(page, rebaseOrigin(await readFile(page, 'utf8'), manifest.origin, origin));
    }),
  );
  await writeFile(path.join(to, 'robots.txt'), robotsTxt(origin));
  await writeFile(path.join(to, 'sitemap.xml'), sitemapXml(origin));
  // The page functions move their frames' addresses from the manifest's origin: the frames are this origin's now.
  await writeFile(manifestFile, JSON.stringify({ ...manifest, origin } satisfies PrerenderManifest));
}

/** A lane serving a copy of the run's build (`builtSite`, the directory buildSharedSite made). */
export async function startBrowserLane(builtSite: Promise<string>): Promise<StartedLane> {
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
    // The copy needs only the site's address: it is made while the sign-in starts.
    const placed = builtSite.then((dir) => placeSiteBuild(dir, outDir, `${siteUrl}/`));
    // A failed copy is thrown where it is awaited, not reported meanwhile as an unhandled rejection.
    placed.catch(() => {});
    try {
      // The pool first: the API's member and officer rows take its tokens, as API Gateway's authorizer does.
      const signIn = await stoppedOnUndo(startSignInStack());
      // The API renders every page from the build as it starts.
      await placed;
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
      // Never leave the copy running into the removal of its directory.
      await placed.catch(() => {});
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
