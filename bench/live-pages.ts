// The public pages as a deployed site serves them: after each deploy the page regeneration
// (lambdas/domain/site/) renders every live page again with its API answers. The bench's API
// (local/ephemeral-api.ts, given the build it serves) runs that same regeneration over the build
// before it answers, so the pages measured are the ones a visitor gets. This names the pages it
// rendered, for the report.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PRERENDER_MANIFEST, type PrerenderManifest } from '../common/site-build/manifest';
import { renderedPageKey } from '../common/site-build/rendered-pages';
import { PAGE_DATA_ID } from '../web/src/components/data/page-data';

export interface LivePageToRender {
  readonly path: string;
  /** Its path or pattern in common/pages/page-meta.ts. */
  readonly pattern: string;
}

/** The paths of `pages` whose file in `distDir` the regeneration wrote with its data (its island). */
export async function renderedLivePages(distDir: string, pages: readonly LivePageToRender[]): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(distDir, PRERENDER_MANIFEST), 'utf8')) as PrerenderManifest;
  const rendered: string[] = [];
  for (const page of pages) {
    const file = page.path === page.pattern ? manifest.pageFiles[page.path] : renderedPageKey(page.path);
    if (!file) continue;
    const html = await readFile(path.join(distDir, file), 'utf8').catch(() => '');
    if (html.includes(`id="${PAGE_DATA_ID}"`)) rendered.push(page.path);
  }
  return rendered;
}
