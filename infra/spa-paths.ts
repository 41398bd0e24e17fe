// The SPA rewrite rule for Node: the CloudFront Function's own code (infra/constructs/spa-rewrite.js),
// evaluated once, so the tests and the browser suite's static server serve exactly what CloudFront
// serves. CloudFront Functions cannot import modules, which is why the rule lives in that file.

import { readFileSync } from 'node:fs';
import * as vm from 'node:vm';

/** The CloudFront Function's source, as deployed. */
export const spaRewriteFile = new URL('./constructs/spa-rewrite.js', import.meta.url);

interface SpaRewriteCode {
  readonly assetExtensions: readonly string[];
  readonly isAssetPath: (uri: string) => boolean;
  readonly handler: <R extends { uri: string }>(event: { request: R }) => R;
}

const code = vm.runInNewContext(
  `${readFileSync(spaRewriteFile, 'utf8')}\n({ assetExtensions: ASSET_EXTENSIONS, isAssetPath, handler });`,
) as SpaRewriteCode;

/** Extensions (lower case, no dot) that make a path a file rather than a page of the SPA. */
export const assetExtensions: readonly string[] = [...code.assetExtensions];

/** Whether a request path names a file (served as is) rather than a page of the SPA. */
export const isAssetPath: (uri: string) => boolean = code.isAssetPath;

/** The path CloudFront fetches for a request path: the file itself, or /index.html for a page. */
export function spaRewriteUri(uri: string): string {
  return code.handler({ request: { uri } }).uri;
}

/** The function's viewer-request handler itself, for tests that pass whole CloudFront events. */
export const spaRewriteHandler: SpaRewriteCode['handler'] = code.handler;
