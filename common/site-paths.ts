// The paths the site's one origin sends somewhere other than the SPA: CloudFront's behaviours
// (infra/), the Vite dev server's proxy (web/vite.config.ts) and the site's local stand-in all
// route by these, and the route table (lambdas/routes.ts) puts every row under one of them.

/** The path prefixes the API answers under with JSON; CloudFront and the Vite dev server forward these. */
export const apiPathPrefixes = ['/public/api/', '/api/'] as const;

/**
 * The path prefixes of the page routes (rows with a `frame`), which answer with a page: CloudFront
 * sends them to the API too, so a shared link's preview reads the page's own head, and so does
 * `npm start`'s site. `npm run dev`'s Vite dev server does not: there the SPA renders every page and
 * sets its head in the browser.
 */
export const pagePathPrefixes = ['/news/', '/product/', '/players/', '/newsletters/', '/events/'] as const;

/** Every path prefix CloudFront sends to the API, JSON and pages. */
export const functionPathPrefixes = [...apiPathPrefixes, ...pagePathPrefixes] as const;

/**
 * The key prefix of every object in the media bucket, and the site path it is served under
 * (`/media/*`): CloudFront serves it from the bucket, and locally the site forwards it to the S3
 * stand-in's bucket, path unchanged.
 */
export const MEDIA_KEY_PREFIX = 'media/';
