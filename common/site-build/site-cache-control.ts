// How long browsers and CloudFront may keep the site bucket's files: the deploy sets these on the
// objects (infra/constructs/site-deployment.ts), the page regeneration on the pages it writes
// (lambdas/domain/site/regenerate.ts), and the bench's CloudFront-like server sends the same.

/** Vite's folder of content-hashed files. */
export const HASHED_DIR = 'assets';

/** A hashed file's name changes with its content, so it is kept a year and never revalidated. */
export const HASHED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** index.html, config.json and the unhashed public files: revalidated on every use. */
export const REVALIDATED_CACHE_CONTROL = 'no-cache';
