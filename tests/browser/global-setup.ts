// The browser suites run against the built SPA as production serves it: built afresh for every run
// (about a second, so a clean checkout needs nothing beforehand and a stale web/dist never counts),
// served as CloudFront serves it (CloudFront's headers, deep-link rewrite and API paths) by the same
// function as `npm start`'s site (local/cloudfront/local-site.ts), in front of the local API server on
// DynamoDB Local (in memory) loaded with the demo content. One server for the whole run, on a free
// port, so a developer's `npm start` may keep running.
// One Chromium for the whole run, which each test file connects to (tests/browser/chromium-per-file.ts).
//
// The API runs in a child process (local/ephemeral-api.ts) and the site server is handed its
// address directly, so this process's environment (which every vitest worker inherits) is untouched.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, mergeConfig } from 'vite';
import type { TestProject } from 'vitest/node';
import type { RuntimeConfig } from '../../common/runtime-config';
import { startLocalSite } from '../../local/cloudfront/local-site';
import { startEphemeralApi } from '../../local/ephemeral-api';
import { freePort } from '../../common/local-stack/ports';
import { siteConfig } from '../../web/vite.config';
import { launchChromiumServer } from '../../common/tooling/chromium';
import { startSignInStack } from './sign-in-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    runtimeConfig: RuntimeConfig;
    /** The throwaway API's DynamoDB Local (tables named by localTableName), for a test's own items. */
    apiDynamoDbEndpoint: string;
    /** The media bucket on the throwaway API's s3rver (`http://host:port/bucket`), what /media/* serves. */
    mediaBucketUrl: string;
    /** The suite's cognito-local log, where sign-up confirmation codes appear. */
    cognitoLocalLog: string;
    /** Where the run's one Chromium takes connections (playwright's chromium.connect). */
    chromiumWsEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  /** What is up so far, undone last first, whether the setup finished or not. */
  const undo: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const step of undo.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`browser setup cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
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
    const chromium = await launchChromiumServer();
    undo.push(() => chromium.close());
    // The pool first: the API's member and officer rows take its tokens, as API Gateway's authorizer does.
    const signIn = await stoppedOnUndo(startSignInStack());
    // The site's port first, so the API knows the site's address as `npm start`'s does: its page
    // functions write it into each page, its mails link to it, and its uploads bucket takes its uploads.
    const sitePort = await freePort();
    // The page functions answer with this build's frames, written below, as CDK packages them.
    const api = await stoppedOnUndo(startEphemeralApi({ jwt: signIn.jwt, siteBuildDir: outDir, siteUrl: `http://localhost:${sitePort}/` }));

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
    // The same configuration as `npm run build`, with this server's address for robots.txt and the
    // sitemap, and as production: vitest sets NODE_ENV=test, which would give React's development
    // build (StrictMode's double effects, its warnings) instead of what visitors get.
    const testNodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build(
        mergeConfig(siteConfig({ siteUrl: `${site.url}/` }), {
          configFile: false,
          logLevel: 'error',
          build: { outDir, emptyOutDir: true },
        }),
      );
    } finally {
      process.env.NODE_ENV = testNodeEnv;
    }
    project.provide('siteUrl', site.url);
    project.provide('runtimeConfig', signIn.runtimeConfig(`${site.url}/`));
    project.provide('apiDynamoDbEndpoint', api.dynamoDbEndpoint);
    project.provide('mediaBucketUrl', api.mediaBucketUrl);
    project.provide('cognitoLocalLog', signIn.cognitoLog);
    project.provide('chromiumWsEndpoint', chromium.wsEndpoint());
  } catch (error) {
    await teardown();
    throw error;
  }

  return teardown;
}
