// Where the page regeneration (lambdas/domain/site/) writes the pages that have no file in the
// build: a post's or a product's own page, which its page function answers with. Under a prefix
// of their own, which a deploy's upload leaves alone (its prune would delete them:
// infra/constructs/site-deployment.ts), and the only one a function's site access may write or
// delete (lambdas/runtime/site-files.ts, infra/constructs/api-function.ts).

export const RENDERED_PREFIX = 'rendered/';

/** The site bucket's key of the rendered page at `path` (`/news/a-post` → `rendered/news/a-post.html`). */
export function renderedPageKey(path: string): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  if (clean === '' || clean.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`No rendered page for ${JSON.stringify(path)}`);
  }
  return `${RENDERED_PREFIX}${clean}.html`;
}
