// One page's HTML file, made the same way by the build (web/prerender/plugin.ts) and by the page
// regeneration (lambdas/domain/site/): the built index.html with the page's head (title,
// description, share tags, its module's stylesheets and scripts), its rendered markup in #root,
// the API answers it was rendered with beside it (its island), and its scripts scheduled.

import type { PageMeta } from '../pages/page-meta';
import { pageHeadTags, prerenderedHtml } from '../pages/page-head';
import { scheduleScripts } from './deferred-scripts';

export interface PageAssembly {
  /** The built index.html. */
  readonly shell: string;
  /** The origin the page's absolute addresses are written with. */
  readonly origin: string;
  /** The page's path (or pattern, for a frame). */
  readonly path: string;
  /** The title and description the page set while rendering. */
  readonly title: string;
  readonly description?: string;
  readonly meta: PageMeta;
  /** The tags of the page module's stylesheets and scripts (PrerenderManifest.assets). */
  readonly assetTags: readonly string[];
  /** The rendered markup of #root. */
  readonly rootHtml: string;
  /** The page's data island (web/src/components/data/page-data.ts), when it was rendered with data. */
  readonly island?: string;
  /** The built boot script (PrerenderManifest.boot). */
  readonly bootFile: string;
}

export function assemblePage(page: PageAssembly): string {
  const tags = [
    ...pageHeadTags({
      origin: page.origin,
      path: page.path,
      title: page.title,
      ...(page.description ? { description: page.description } : {}),
      meta: page.meta,
    }),
    ...page.assetTags,
  ];
  return scheduleScripts(prerenderedHtml(page.shell, tags, page.rootHtml, page.island ?? ''), page.bootFile);
}
