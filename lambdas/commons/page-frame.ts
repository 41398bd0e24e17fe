// A page function's frame: the page the build prerendered for a path pattern (web/prerender/), read
// once per container from the site build that came with the function, its absolute addresses moved
// from the build's origin to the site's, and the site's origin for the head written into it.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PRERENDER_MANIFEST, type PrerenderManifest, rebaseOrigin } from '../../web/prerender/manifest';
import { SITE_BUILD_DIR, SITE_URL } from './env-names';

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

const frames = new Map<string, Promise<PageFrame>>();

/** The frame of a path pattern such as `/news/:slug`; a failed read is tried again on the next call. */
export function pageFrame(pattern: string): Promise<PageFrame> {
  let frame = frames.get(pattern);
  if (!frame) {
    frame = loadFrame(pattern);
    frames.set(pattern, frame);
    frame.catch(() => frames.delete(pattern));
  }
  return frame;
}
