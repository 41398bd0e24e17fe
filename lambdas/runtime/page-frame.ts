// A page function's answer: the page the build prerendered for a path pattern (web/prerender/), read
// once per container from the site build that came with the function, its absolute addresses moved
// from the build's origin to the site's, with the head of the one address asked written into it.
// Link previews (chat apps, social sites) run no script: this head is all they see of the page.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { documentTitle } from '../../common/pages/document-title';
import { clientOnly, pageMeta } from '../../common/pages/page-meta';
import type { PagePath } from '../../common/pages/pages';
import { PRERENDER_MANIFEST, type PrerenderManifest, rebaseOrigin } from '../../common/site-build/manifest';
import { pageHeadTags, replacePageHead } from '../../common/pages/page-head';
import { SITE_BUILD_DIR, SITE_URL } from './env-names';
import { type ApiResult, html } from './http';
import { loadedOnce } from './loaded-once';
import { errorFields, logger } from './logger';

export interface PageFrame {
  /** The frame's HTML, with the site's origin in its absolute addresses. */
  readonly html: string;
  /** The site's origin (scheme and host, no trailing slash). */
  readonly origin: string;
}

async function loadFrame(pattern: string): Promise<PageFrame> {
  const buildDir = process.env[SITE_BUILD_DIR];
  if (!buildDir) throw new Error(`${SITE_BUILD_DIR} is not set`);
  const manifest = JSON.parse(await readFile(path.join(buildDir, PRERENDER_MANIFEST), 'utf8')) as PrerenderManifest;
  const file = manifest.frames?.[pattern];
  if (!file) throw new Error(`The site build has no frame for ${pattern}`);
  const built = await readFile(path.join(buildDir, file), 'utf8');
  // The deployed build was made before the site had an address; SITE_URL is the address it has.
  // Without one (a local build served where it was built) the build's own origin is right.
  const siteUrl = process.env[SITE_URL];
  const origin = siteUrl ? new URL(siteUrl).origin : manifest.origin;
  return { html: rebaseOrigin(built, manifest.origin, origin), origin };
}

// The frame of a path pattern such as `/news/:slug`; a failed read is tried again on the next call.
const pageFrame = loadedOnce(loadFrame);

/** What a page function found for the address asked: the page's own head. */
export interface PageHead {
  /** The page's address on the site (its canonical path). */
  readonly path: string;
  /** The page's heading; the document title is made from it as the page itself makes it. */
  readonly heading: string;
  readonly description: string;
  /** Its picture (an https address or a path on the site), else the club's own. */
  readonly image?: string;
}

/**
 * A page function's answer: the page of what `find` found, with its head (200, cached as the row
 * says): the page as the regeneration rendered it with its content (`rendered`, by its path), or
 * the frame of `pattern` until it has been; the frame as built with 404 when it found nothing (the
 * SPA shows its not-found message); the frame with 503, never cached, when it failed (the SPA
 * loads the content itself). `find` decides, never the rendered file: a post made a draft since
 * it was rendered is not found.
 */
export async function framedPage(
  pattern: PagePath,
  find: () => Promise<PageHead | undefined>,
  rendered: (path: string) => Promise<string | undefined> = async () => undefined,
): Promise<ApiResult> {
  const meta = pageMeta[pattern];
  if (meta === clientOnly) throw new Error(`${pattern} is not a prerendered page`);
  const frame = await pageFrame(pattern);
  let found: PageHead | undefined;
  try {
    found = await find();
  } catch (error) {
    logger.warn('page content not read', { error: errorFields(error) });
    return html(503, frame.html);
  }
  if (!found) return html(404, frame.html);
  const page = await rendered(found.path).catch((error: unknown) => {
    // The frame still serves: the browser loads the content itself.
    logger.warn('rendered page not read', { error: errorFields(error) });
    return undefined;
  });
  const head = pageHeadTags({
    origin: frame.origin,
    path: found.path,
    title: documentTitle(found.heading),
    description: found.description,
    meta,
    ...(found.image ? { image: { path: found.image, alt: found.heading } } : {}),
  });
  return html(200, replacePageHead(page ?? frame.html, head));
}
