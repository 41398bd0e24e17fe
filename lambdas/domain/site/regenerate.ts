// The page regeneration: when officers change what the public pages show (a stream of the content
// tables, lambdas/stream-functions.ts) and after each deploy (`renderAll`), the live pages are
// rendered again with their data by the same React components the build prerenders with (the
// build's server renderer, common/site-build/page-renderer.ts), written to the site, and
// invalidated at CloudFront, with any player photo the changes took out of public view. A page
// whose HTML did not change is neither written nor invalidated.
// A page that fails to render fails the batch once the others are done, so the stream hands the
// same changes over again: a render is retried until it succeeds, never lost.

import type { PrerenderManifest } from '../../../common/site-build/manifest';
import { rebaseOrigin } from '../../../common/site-build/manifest';
import { assemblePage } from '../../../common/site-build/assemble-page';
import type { FetchedAnswer } from '../../../common/site-build/page-renderer';
import { renderedPageKey } from '../../../common/site-build/rendered-pages';
import { REVALIDATED_CACHE_CONTROL } from '../../../common/site-build/site-cache-control';
import { apiGet } from '../../runtime/api-client';
import { SITE_BUILD_DIR, SITE_URL } from '../../runtime/env-names';
import { errorFields, logger } from '../../runtime/logger';
import { invalidateSitePaths } from '../../runtime/site-cache';
import { deleteSiteFile, readSiteFile, writeSiteFile } from '../../runtime/site-files';
import type { TableChange } from '../../runtime/stream-function';
import { photosOutOfView } from '../squad/player-privacy';
import { detailPages, type LivePageTarget, listPages } from './live-pages';
import { type RenderSetup, renderSetup } from './render-setup';

/** Where the pages go: the site bucket and CloudFront in AWS, the local site build under `npm start`. */
export interface SiteOutput {
  readonly read: (key: string) => Promise<string | undefined>;
  readonly write: (key: string, html: string) => Promise<void>;
  readonly remove: (key: string) => Promise<void>;
  readonly invalidate: (paths: readonly string[]) => Promise<void>;
}

/** What a run did, for its log line. */
export type RegenerationReport = Readonly<Record<'rendered' | 'written' | 'removed' | 'unchanged' | 'failed', number>>;

/**
 * A page rendered from the shell is a list page's file in place of its built one
 * (`pages/blog-2/index.html`, which CloudFront serves); a post or a product has a file of its own
 * that its page function answers with (renderedPageKey).
 */
function outputKey(target: LivePageTarget, manifest: PrerenderManifest): string {
  if (target.path !== target.pattern) return renderedPageKey(target.path);
  const file = manifest.pageFiles[target.path];
  if (!file) throw new Error(`The build has no page file for ${target.path}`);
  return file;
}

/**
 * What CloudFront may hold of a page: a post's or a product's page, the answer of its page function
 * (kept for the row's cacheSeconds), with or without a trailing slash. A list page needs none: its
 * file is uploaded `no-cache`, which CloudFront keeps for its minimum TTL, one second.
 */
function cachedPaths(target: LivePageTarget): string[] {
  return target.path === target.pattern ? [] : [`${target.path}*`];
}

/** More pages than this under one first segment are invalidated as one wildcard (each path is billed). */
const WILDCARD_AFTER = 5;

/** The invalidation's paths: a section with many changed pages (after a deploy) as one `/news/*`. */
export function invalidationPaths(paths: readonly string[]): string[] {
  const bySection = new Map<string, string[]>();
  for (const path of new Set(paths)) {
    const section = path.split('/')[1] ?? '';
    bySection.set(section, [...(bySection.get(section) ?? []), path]);
  }
  return [...bySection].flatMap(([section, inSection]) => (inSection.length > WILDCARD_AFTER ? [`/${section}/*`] : inSection));
}

type PageOutcome = 'written' | 'removed' | 'unchanged' | 'static';

async function regenerateOne(
  target: LivePageTarget,
  setup: RenderSetup,
  fetchAnswer: (url: string) => Promise<FetchedAnswer>,
  output: SiteOutput,
  now: number,
  changedPaths: string[],
): Promise<PageOutcome> {
  const key = outputKey(target, setup.manifest);
  const live = await setup.renderer.renderLivePage(target.path, setup.siteOrigin, now, fetchAnswer);
  if (live.status === 'static') return 'static';
  if (live.status === 'not-found') {
    // A list page is never gone: its answer failing so is an API fault, retried.
    if (target.path === target.pattern) throw new Error(`${target.path} found no data`);
    if ((await output.read(key)) === undefined) return 'unchanged';
    await output.remove(key);
    changedPaths.push(...cachedPaths(target));
    return 'removed';
  }
  const { render } = live;
  const assetTags = setup.manifest.assets[target.pattern];
  if (!assetTags) throw new Error(`The build has no assets for ${target.pattern}`);
  const built = assemblePage({
    shell: setup.shell,
    origin: setup.siteOrigin,
    path: target.path,
    title: render.title,
    ...(render.description ? { description: render.description } : {}),
    meta: target.meta,
    assetTags,
    rootHtml: render.html,
    island: render.island,
    bootFile: setup.manifest.boot,
  });
  // The shell was built before the site had an address: its own addresses move to the site's.
  const html = rebaseOrigin(built, setup.manifest.origin, setup.siteOrigin);
  // The island names the time of its render: a page whose content did not change is left alone.
  const content = (page: string | undefined) => page?.replace(/"renderedAt":\d+/, '');
  if (content(await output.read(key)) === content(html)) return 'unchanged';
  await output.write(key, html);
  changedPaths.push(...cachedPaths(target));
  return 'written';
}

/**
 * Renders each target again, writes what changed, invalidates it with `stalePaths` (paths CloudFront
 * may hold that the changes took out of view, such as a withdrawn photo); throws after the rest when
 * one failed.
 */
export async function regenerate(
  targets: readonly LivePageTarget[],
  setup: RenderSetup,
  fetchAnswer: (url: string) => Promise<FetchedAnswer>,
  output: SiteOutput,
  now: number,
  stalePaths: readonly string[] = [],
): Promise<RegenerationReport> {
  const counts = { rendered: 0, written: 0, removed: 0, unchanged: 0, failed: 0 };
  const changedPaths: string[] = [...stalePaths];
  let firstFailure: unknown;
  for (const target of targets) {
    try {
      const outcome = await regenerateOne(target, setup, fetchAnswer, output, now, changedPaths);
      if (outcome === 'static') continue;
      counts.rendered += 1;
      counts[outcome] += 1;
    } catch (error) {
      counts.failed += 1;
      firstFailure ??= error;
      logger.error('page not regenerated', { path: target.path, error: errorFields(error) });
    }
  }
  // What was written is invalidated even when another page failed: it is live already.
  if (changedPaths.length > 0) await output.invalidate(invalidationPaths(changedPaths));
  if (firstFailure !== undefined) throw firstFailure;
  return counts;
}

/** How often an API answer of 429 or 503 is asked again, waiting a little longer each time. */
const API_TRIES = 6;

/**
 * One answer a page asks for, from the API itself (not CloudFront's cache, which may still hold what
 * is being replaced). A render after a deploy asks for many in a row, which the API's per-route
 * throttling may answer 429 to: asked again after a pause, as a browser's retry would be.
 */
export async function fetchApiAnswer(url: string, get: (url: string) => Promise<Response> = apiGet): Promise<FetchedAnswer> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await get(url);
    if ((answer.status === 429 || answer.status === 503) && attempt < API_TRIES) {
      await answer.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, Math.min(250 * 2 ** attempt, 4000)));
      continue;
    }
    if (answer.status === 404) {
      await answer.body?.cancel();
      return { status: 'not-found' };
    }
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
    return { status: 'ok', body: (await answer.json()) as unknown };
  }
}

/** The site's files and CloudFront, as the function's row grants them (site-files.ts, site-cache.ts). */
const siteOutput: SiteOutput = {
  read: readSiteFile,
  write: (key, html) => writeSiteFile(key, html, 'text/html; charset=utf-8', REVALIDATED_CACHE_CONTROL),
  remove: deleteSiteFile,
  invalidate: invalidateSitePaths,
};

/** The render-pages function's body: the pages `changes` concern (every page with `all`) rendered again. */
export async function regeneratePages(
  changes: readonly TableChange[],
  now: number,
  options: { readonly all?: boolean } = {},
): Promise<RegenerationReport> {
  const buildDir = process.env[SITE_BUILD_DIR];
  if (!buildDir) throw new Error(`${SITE_BUILD_DIR} is not set`);
  const setup = await renderSetup(buildDir, process.env[SITE_URL]);
  const targets = [...listPages(), ...(await detailPages(changes, options.all ?? false))];
  return regenerate(targets, setup, fetchApiAnswer, siteOutput, now, photosOutOfView(changes));
}
