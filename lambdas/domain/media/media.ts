// Where media objects live and the address the browser loads them from. CloudFront serves
// `/media/*` from the media bucket and passes the path on unchanged, so an object's bucket key
// is its address without the leading slash; locally the site forwards `/media/*` to the S3
// stand-in's bucket the same way (web/vite.config.ts, local/cloudfront/site-server.ts).

import { MEDIA_KEY_PREFIX } from '../../../common/site-paths';

/**
 * Images are stored under keys that name one content forever (a new upload gets a new key), so
 * browsers and CloudFront may keep them for a year; lists, which change, have their rows' short
 * cacheSeconds.
 */
export const MEDIA_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The image formats the server writes. Raster only: an SVG is a document that may carry script. */
export const mediaImageTypes = ['image/webp', 'image/png', 'image/jpeg'] as const;
export type MediaImageType = (typeof mediaImageTypes)[number];

/** The bucket key of a media object, given its key below the media prefix (e.g. `gallery/x.webp`). */
export function mediaObjectKey(key: string): string {
  return `${MEDIA_KEY_PREFIX}${key}`;
}

/** The site-relative address of a media object, given its key below the media prefix. */
export function mediaUrl(key: string): string {
  return `/${mediaObjectKey(key)}`;
}
