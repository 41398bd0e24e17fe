// The CloudFront Function's code (common/site-build/spa-rewrite.js) with the prerendered pages' paths
// written in, as deployed, and the same code evaluated for Node, so the tests, the build's prerender
// and the browser suite's static server serve exactly what CloudFront serves. CloudFront Functions
// cannot import modules, which is why the rule lives in that file and the list is written into it.

import { readFileSync } from 'node:fs';
import * as vm from 'node:vm';
import { prerenderedPages } from '../pages/page-meta';

/** The CloudFront Function's source, before the paths are written in. */
export const spaRewriteFile = new URL('./spa-rewrite.js', import.meta.url);

const PATHS_PLACEHOLDER = 'var PRERENDERED_PATHS = [];';

/** The paths and path patterns (such as /news/:slug) the build renders to HTML. */
export const prerenderedPaths: readonly string[] = prerenderedPages.map(([path]) => path);

/** The function's code as deployed: the file, with the prerendered paths in place of the empty list. */
export function spaRewriteCode(paths: readonly string[] = prerenderedPaths): string {
  const source = readFileSync(spaRewriteFile, 'utf8');
  if (!source.includes(PATHS_PLACEHOLDER)) throw new Error(`${spaRewriteFile.pathname} lost its line "${PATHS_PLACEHOLDER}"`);
  return source.replace(PATHS_PLACEHOLDER, `var PRERENDERED_PATHS = ${JSON.stringify(paths)};`);
}

interface SpaRewriteCode {
  readonly assetExtensions: readonly string[];
  readonly isAssetPath: (uri: string) => boolean;
  readonly pageDir: string;
  readonly pageFile: (path: string) => string;
  readonly handler: <R extends { uri: string }>(event: { request: R }) => R;
}

const code = vm.runInNewContext(
  `${spaRewriteCode()}\n({ assetExtensions: ASSET_EXTENSIONS, isAssetPath, pageDir: PAGE_DIR, pageFile, handler });`,
) as SpaRewriteCode;

/** Extensions (lower case, no dot) that make a path a file rather than a page of the SPA. */
export const assetExtensions: readonly string[] = [...code.assetExtensions];

/** Whether a request path names a file (served as is) rather than a page of the SPA. */
export const isAssetPath: (uri: string) => boolean = code.isAssetPath;

/** The folder (leading slash) of the prerendered pages in the build and the bucket. */
export const prerenderedDir: string = code.pageDir;

/** Where the build writes a prerendered path's HTML (leading slash): /about -> /pages/about/index.html. */
export const prerenderedFile: (path: string) => string = code.pageFile;

/** The path CloudFront fetches for a request path: the file itself, a prerendered page, or /index.html. */
export function spaRewriteUri(uri: string): string {
  return code.handler({ request: { uri } }).uri;
}

/** The function's viewer-request handler itself, for tests that pass whole CloudFront events. */
export const spaRewriteHandler: SpaRewriteCode['handler'] = code.handler;
