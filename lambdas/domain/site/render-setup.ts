// The build the regeneration renders with: the one deployed with the function (copied into its
// package at synth, as a page function's frame is), or the local site build under `npm start`.
// Loaded once per container.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PRERENDER_MANIFEST, type PrerenderManifest } from '../../../common/site-build/manifest';
import type { PageRenderer } from '../../../common/site-build/page-renderer';
import { loadedOnce } from '../../runtime/loaded-once';

/** The deployed build's renderer and what a page is assembled from. */
export interface RenderSetup {
  readonly renderer: PageRenderer;
  readonly manifest: PrerenderManifest;
  /** The built index.html. */
  readonly shell: string;
  /** The site's origin, for the pages' absolute addresses. */
  readonly siteOrigin: string;
}

function isRenderer(module: unknown): module is PageRenderer {
  return !!module && typeof module === 'object' && typeof (module as Partial<PageRenderer>).renderLivePage === 'function';
}

/** The renderer, manifest and shell of the build in `buildDir`, writing addresses at `siteUrl` (the build's own without one). */
export async function loadRenderSetup(buildDir: string, siteUrl: string | undefined): Promise<RenderSetup> {
  const manifest = JSON.parse(await readFile(path.join(buildDir, PRERENDER_MANIFEST), 'utf8')) as PrerenderManifest;
  if (!manifest.renderer || !manifest.boot || !manifest.assets) throw new Error(`The site build in ${buildDir} has no page renderer`);
  const shell = await readFile(path.join(buildDir, 'index.html'), 'utf8');
  const renderer: unknown = await import(pathToFileURL(path.join(buildDir, manifest.renderer)).href);
  if (!isRenderer(renderer)) throw new Error(`${manifest.renderer} does not export renderLivePage`);
  return { renderer, manifest, shell, siteOrigin: siteUrl ? new URL(siteUrl).origin : manifest.origin };
}

const setupOf = loadedOnce((key) => {
  const [buildDir = '', siteUrl] = JSON.parse(key) as [string, string | undefined];
  return loadRenderSetup(buildDir, siteUrl);
});

/** loadRenderSetup, once per build directory and address; a failed load is tried again on the next call. */
export function renderSetup(buildDir: string, siteUrl: string | undefined): Promise<RenderSetup> {
  return setupOf(JSON.stringify([buildDir, siteUrl]));
}
