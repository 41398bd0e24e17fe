// The public pages as a deployed site serves them: after each deploy the page regeneration
// (lambdas/domain/site/) renders every live page again with its API answers, so a visitor gets the
// news, the fixtures or the month's bookings in the HTML, with their island. The bench does the same
// to the build it measures, with the build's own server renderer (PrerenderManifest.renderer) and
// assemblePage, against the API with the demo data, before the site is served.

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientOnly, pageMeta } from '../common/pages/page-meta';
import type { PagePath } from '../common/pages/pages';
import { assemblePage } from '../common/site-build/assemble-page';
import { PRERENDER_MANIFEST, type PrerenderManifest } from '../common/site-build/manifest';
import type { FetchedAnswer, PageRenderer } from '../common/site-build/page-renderer';
import { renderedPageKey } from '../common/site-build/rendered-pages';
import { prerenderedFile } from '../common/site-build/spa-paths';

export interface LivePageToRender {
  readonly path: string;
  /** Its path or pattern in common/pages/page-meta.ts. */
  readonly pattern: string;
}

/** The API's answer to a page's request, as the regeneration takes it: a 404 is "not found", any other failure throws. */
async function fetchAnswer(apiUrl: string, url: string): Promise<FetchedAnswer> {
  const response = await fetch(new URL(url, apiUrl), { headers: { accept: 'application/json' } });
  if (response.status === 404) return { status: 'not-found' };
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { status: 'ok', body: await response.json() };
}

/**
 * Renders each page that asks the API for data with its answers, and writes it where the site
 * serves it: a list page over its built file, a post's or a product's page where its page function
 * reads it (rendered-pages.ts). Returns the paths rendered; a page that asks for nothing stays as built.
 */
export async function renderLivePages(distDir: string, apiUrl: string, pages: readonly LivePageToRender[]): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(distDir, PRERENDER_MANIFEST), 'utf8')) as PrerenderManifest;
  const shell = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const renderer = (await import(pathToFileURL(path.join(distDir, manifest.renderer)).href)) as PageRenderer;
  const rendered: string[] = [];
  for (const page of pages) {
    const meta = pageMeta[page.pattern as PagePath];
    if (!meta || meta === clientOnly) throw new Error(`bench/live-pages.ts: ${page.pattern} is not a prerendered page`);
    const assetTags = manifest.assets[page.pattern];
    if (!assetTags) throw new Error(`bench/live-pages.ts: the build has no assets for ${page.pattern}`);
    const live = await renderer.renderLivePage(page.path, manifest.origin, Date.now(), (url) => fetchAnswer(apiUrl, url));
    if (live.status === 'static') continue;
    if (live.status === 'not-found') throw new Error(`bench/live-pages.ts: ${page.path} found no data`);
    const html = assemblePage({
      shell,
      origin: manifest.origin,
      path: page.path,
      title: live.render.title,
      ...(live.render.description ? { description: live.render.description } : {}),
      meta,
      assetTags,
      rootHtml: live.render.html,
      island: live.render.island,
      bootFile: manifest.boot,
    });
    const file = page.path === page.pattern ? prerenderedFile(page.path).replace(/^\//, '') : renderedPageKey(page.path);
    await mkdir(path.dirname(path.join(distDir, file)), { recursive: true });
    await writeFile(path.join(distDir, file), html);
    rendered.push(page.path);
  }
  return rendered;
}
