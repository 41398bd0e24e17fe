// A site build with the page functions' frames only, written as the build writes them
// (the shell made into each frame with its page's head, and the prerender manifest): what the page
// functions read, for tests that run them without building the site.

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clientOnly, pageMeta } from '../../common/pages/page-meta';
import { PRERENDER_MANIFEST, type PrerenderManifest } from '../../common/site-build/manifest';
import { pageHeadTags, prerenderedHtml } from '../../common/pages/page-head';

/** The origin the fixture's frame was "built" with. */
export const FIXTURE_BUILD_ORIGIN = 'http://build.invalid';
/** Each frame's content: its page's loading state. */
export const FIXTURE_LOADING = '<main><p class="loading">Loading…</p></main>';

/** The frames, by pattern: their file in the build and their own title, before a page's replaces it. */
export const fixtureFrames = {
  '/news/:slug': { file: 'pages/news/_slug/index.html', title: 'Chicago Blaze News | Blaze Rugby Club' },
  '/product/:storeId/:productId': { file: 'pages/product/_storeId/_productId/index.html', title: 'Blaze Store | Blaze Rugby Club' },
  '/players/:slug': { file: 'pages/players/_slug/index.html', title: 'Our Team | Blaze Rugby Club' },
  '/events/:nightId': { file: 'pages/events/_nightId/index.html', title: 'Events in the Hall | Blaze Rugby Club' },
  '/newsletters/:slug': { file: 'pages/newsletters/_slug/index.html', title: 'Newsletters | Blaze Rugby Club' },
} as const;

export interface SiteBuildFixture {
  readonly dir: string;
  remove(): Promise<void>;
}

export async function writeSiteBuildFixture(): Promise<SiteBuildFixture> {
  const dir = await mkdtemp(path.join(tmpdir(), 'blaze-site-build-'));
  const shell =
    '<!doctype html><html lang="en-US"><head><meta charset="UTF-8" /><title>Blaze</title><meta name="description" content="The SPA" />' +
    '<script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div>' +
    `<script type="application/ld+json">{"url":"${FIXTURE_BUILD_ORIGIN}/"}</script></body></html>`;
  for (const [pattern, { file, title }] of Object.entries(fixtureFrames)) {
    const meta = pageMeta[pattern as keyof typeof fixtureFrames];
    if (meta === clientOnly) throw new Error(`${pattern} is not prerendered`);
    const head = pageHeadTags({ origin: FIXTURE_BUILD_ORIGIN, path: pattern, title, meta });
    await mkdir(path.join(dir, path.dirname(file)), { recursive: true });
    await writeFile(path.join(dir, file), prerenderedHtml(shell, head, FIXTURE_LOADING));
  }
  const frames = Object.fromEntries(Object.entries(fixtureFrames).map(([pattern, { file }]) => [pattern, file]));
  const manifest: PrerenderManifest = {
    origin: FIXTURE_BUILD_ORIGIN,
    files: Object.values(frames),
    frames,
    pageFiles: frames,
    boot: 'assets/boot-fixture.js',
    assets: {},
    renderer: 'renderer/prerender-entry.js',
  };
  await writeFile(path.join(dir, PRERENDER_MANIFEST), JSON.stringify(manifest));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
