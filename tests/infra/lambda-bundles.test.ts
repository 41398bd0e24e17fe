// The deployed bundles leave out what a Lambda never runs: the credential chain beyond the
// environment, ES module imports of Node's built-ins (importing node:http as an ES module loads
// undici on every cold start), and any SDK client the function's row grants nothing for. Built
// with the stack's own options (bench/lambda-bundles.ts). A page function's package also carries
// the site files its handler reads.

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { deployedMetafiles, deployedOptions, packageOf, ungrantedClients } from '../../bench/lambda-bundles';
import { ClubFunction, FunctionLogs, bundleAliases, PACKAGED_SITE_DIR } from '../../infra/constructs/club-function';
import { jobs } from '../../lambdas/jobs';
import { routes } from '../../lambdas/routes';
import { streamFunctions } from '../../lambdas/stream-functions';
import { SITE_BUILD_DIR } from '../../lambdas/runtime/env-names';
import type { LambdaHandler } from '../../lambdas/runtime/handler';
import { PRERENDER_MANIFEST, type PrerenderManifest } from '../../common/site-build/manifest';
import { apiEvent } from '../support/api-event';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

const CHAIN_ONLY_PACKAGES = [
  '@aws-sdk/credential-provider-node',
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-http',
  '@aws-sdk/nested-clients',
];

async function bundle(entry: string) {
  const result = await build({ ...deployedOptions(entry, 'index.cjs'), write: false, metafile: true, logLevel: 'silent' });
  const packages = new Set(Object.keys(result.metafile.inputs).map(packageOf));
  return { text: result.outputFiles[0]?.text ?? '', packages };
}

describe('deployed Lambda bundles', () => {
  it('alias packages to modules that exist', () => {
    for (const file of Object.values(bundleAliases)) expect(existsSync(file), file).toBe(true);
  });

  it.each([
    ['a DynamoDB handler', 'lambdas/handlers/list-blog-posts.ts'],
    ['an S3 handler', 'lambdas/handlers/create-gallery-images.ts'],
    ['the mail job', 'lambdas/jobs/send-pending-mail.ts'],
    ['the mail events function', 'lambdas/events/record-mail-events.ts'],
  ])('%s takes its credentials from the environment only and requires the built-ins', async (_, entry) => {
    const { text, packages } = await bundle(entry);
    expect(packages).toContain('@aws-sdk/credential-provider-env');
    for (const name of CHAIN_ONLY_PACKAGES) expect(packages).not.toContain(name);
    // A match would print the whole bundle, hence the boolean.
    expect(/\bfrom\s*"node:/.test(text), 'an ES module import of a built-in').toBe(false);
    expect(text).toContain('require("node:https")');
  });
});

describe('the SDK clients in each bundle', () => {
  const functions = [
    ...routes.map((row) => ({ row, entry: `lambdas/handlers/${row.id}.ts` })),
    ...jobs.map((row) => ({ row, entry: `lambdas/jobs/${row.id}.ts` })),
    ...streamFunctions.map((row) => ({ row, entry: `lambdas/streams/${row.id}.ts` })),
  ];

  /** Every function's bundle, from one esbuild run. */
  let metafiles: Map<string, Metafile>;

  beforeAll(async () => {
    metafiles = await deployedMetafiles(functions.map(({ entry }) => entry));
  });

  it.each(functions)('$row.id holds no client its row grants nothing for', ({ row, entry }) => {
    const metafile = metafiles.get(entry);
    if (!metafile) throw new Error(`no bundle of ${entry}`);
    expect(ungrantedClients(metafile, row)).toEqual([]);
  });
});

describe('a calendar feed as the stack bundles it', () => {
  it("carries the club zone's VTIMEZONE with no file beside the bundle", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'blaze-feed-bundle-'));
    try {
      const entry = path.join(dir, 'entry.ts');
      writeFileSync(
        entry,
        `export { clubCalendar } from ${JSON.stringify(path.join(projectRoot, 'lambdas/domain/calendar/calendar-feed.ts'))};`,
      );
      await build({ ...deployedOptions(entry, path.join(dir, 'index.cjs')), logLevel: 'silent' });
      const { clubCalendar } = createRequire(import.meta.url)(
        path.join(dir, 'index.cjs'),
      ) as typeof import('../../lambdas/domain/calendar/calendar-feed');
      expect(clubCalendar('Fixtures', 'Matches').toString()).toMatch(/BEGIN:VTIMEZONE\r?\nTZID:America\/Chicago/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a page function's package", () => {
  it('carries its frame and the prerender manifest under site/, where its handler finds them', async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'blaze-page-dist-'));
    const outdir = mkdtempSync(path.join(tmpdir(), 'blaze-page-cdk-'));
    try {
      const frameFile = 'pages/news/_slug/index.html';
      mkdirSync(path.join(distDir, 'pages/news/_slug'), { recursive: true });
      writeFileSync(path.join(distDir, frameFile), '<html><head><title>Frame</title></head><body>the post frame</body></html>');
      const manifest: PrerenderManifest = {
        origin: 'http://build.invalid',
        files: [frameFile],
        frames: { '/news/:slug': frameFile },
        pageFiles: { '/news/:slug': frameFile },
        boot: 'assets/boot-test.js',
        assets: {},
        renderer: 'renderer/prerender-entry.js',
      };
      writeFileSync(path.join(distDir, PRERENDER_MANIFEST), JSON.stringify(manifest));

      // Bundled for real (no `aws:cdk:bundling-stacks` override), as `cdk deploy` bundles it.
      const app = new App({ outdir });
      const stack = new Stack(app, 'PageFunction');
      new ClubFunction(stack, 'Page', {
        entry: path.join(projectRoot, 'lambdas/handlers/news-post-page.ts'),
        projectRoot,
        description: 'page',
        siteFiles: { distDir, files: [PRERENDER_MANIFEST, frameFile] },
        logGroup: new FunctionLogs(stack, 'Logs'),
        environment: { [SITE_BUILD_DIR]: PACKAGED_SITE_DIR },
      });
      const assembly = app.synth();
      const [assetDir] = readdirSync(assembly.directory)
        .map((name) => path.join(assembly.directory, name))
        .filter((dir) => existsSync(path.join(dir, 'site', PRERENDER_MANIFEST)));
      if (!assetDir) throw new Error('no asset carries site/prerendered.json');
      expect(readFileSync(path.join(assetDir, 'site', frameFile), 'utf8')).toContain('the post frame');
      expect(path.basename(PACKAGED_SITE_DIR)).toBe('site');

      // The packaged handler, with SITE_BUILD_DIR at the package's site/ as in Lambda: an address
      // that is no slug is answered from the frame alone, without reading a table.
      const packaged = createRequire(import.meta.url)(path.join(assetDir, 'index.js')) as { handler: LambdaHandler };
      const before = process.env[SITE_BUILD_DIR];
      process.env[SITE_BUILD_DIR] = path.join(assetDir, 'site');
      try {
        const result = await packaged.handler(
          apiEvent({ path: '/news/Not%20a%20slug', routePath: '/news/{slug+}', pathParameters: { slug: 'Not a slug' } }),
        );
        expect(result.statusCode).toBe(404);
        expect(result.body).toContain('the post frame');
      } finally {
        if (before === undefined) delete process.env[SITE_BUILD_DIR];
        else process.env[SITE_BUILD_DIR] = before;
      }
    } finally {
      rmSync(distDir, { recursive: true, force: true });
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
