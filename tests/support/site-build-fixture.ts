// A site build with the news post frame only, written as the build writes it (the shell made into
// the frame with the page's head, and the prerender manifest): what a page function reads, for
// tests that run one without building the site.

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clientOnly, pageMeta } from '../../web/src/config/page-meta';
import { PRERENDER_MANIFEST, type PrerenderManifest } from '../../web/prerender/manifest';
import { pageHeadTags, prerenderedHtml } from '../../web/prerender/page-head';

/** The origin the fixture's frame was "built" with. */
export const FIXTURE_BUILD_ORIGIN = 'http://build.invalid';
/** The frame's content: the post page's loading state. */
export const FIXTURE_LOADING = '<main><p class="loading">Loading the post…</p></main>';
/** The frame's own title, before a post's replaces it. */
export const FIXTURE_FRAME_TITLE = 'Chicago Blaze News | Blaze Rugby Club';

const FRAME_FILE = 'pages/news/_slug/index.html';

export interface SiteBuildFixture {
  readonly dir: string;
  remove(): Promise<void>;
}

export async function writeSiteBuildFixture(): Promise<SiteBuildFixture> {
  const dir = await mkdtemp(path.join(tmpdir(), 'blaze-site-build-'));
  const meta = pageMeta['/news/:slug'];
  if (meta === clientOnly) throw new Error('/news/:slug is not prerendered');
  const shell =
    '<!doctype html><html lang="en-US"><head><meta charset="UTF-8" /><title>Blaze</title><meta name="description" content="The SPA" />' +
    '<script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div>' +
    `<script type="application/ld+json">{"url":"${FIXTURE_BUILD_ORIGIN}/"}</script></body></html>`;
  const head = pageHeadTags({ origin: FIXTURE_BUILD_ORIGIN, path: '/news/:slug', title: FIXTURE_FRAME_TITLE, meta });
  await mkdir(path.join(dir, path.dirname(FRAME_FILE)), { recursive: true });
  await writeFile(path.join(dir, FRAME_FILE), prerenderedHtml(shell, head, FIXTURE_LOADING));
  const manifest: PrerenderManifest = { origin: FIXTURE_BUILD_ORIGIN, files: [FRAME_FILE], frames: { '/news/:slug': FRAME_FILE } };
  await writeFile(path.join(dir, PRERENDER_MANIFEST), JSON.stringify(manifest));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
