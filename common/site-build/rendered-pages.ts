// Where the page regeneration (lambdas/domain/site/) writes the pages that have no file in the
// build: a post's or a product's own page, which its page function answers with. Under a prefix
// of their own, which a deploy's upload leaves alone (its prune would delete them:
// infra/constructs/site-deployment.ts), and the only one a function's site access may write or
// delete (lambdas/runtime/site-files.ts, infra/constructs/club-function.ts).

export const RENDERED_PREFIX = 'rendered/';

/**
 * Where the regeneration writes: the pages without a file in the build (above), and the built pages
 * themselves (`pages/blog-2/index.html`, under the CloudFront Function's PAGE_DIR, which
 * tests/unit/rendered-pages.test.ts holds this to), written again with their content. A deploy
 * uploads the built ones anew, and the regeneration runs after it. (Not read from spa-paths.ts,
 * which loads the function's file at run time: a Lambda bundle has no such file.)
 */
export const WRITTEN_PREFIXES: readonly string[] = [RENDERED_PREFIX, 'pages/'];

/** The site bucket's key of the rendered page at `path` (`/news/a-post` → `rendered/news/a-post.html`). */
export function renderedPageKey(path: string): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  if (clean === '' || clean.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`No rendered page for ${JSON.stringify(path)}`);
  }
  return `${RENDERED_PREFIX}${clean}.html`;
}
