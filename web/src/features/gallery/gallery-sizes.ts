// The sizes the Gallery page's tiles and viewer ask the browser for.

import type { GalleryImage } from '../../../../common/gallery/gallery';

/**
 * Both sizes the server keeps of a picture (its thumbnail and the full image) as a `srcset`, so the
 * browser fetches the full image only where a tile or the viewer is wider than the thumbnail on its
 * screen; none when there is only one file (a placeholder, or an image without a thumbnail).
 */
export function gallerySrcSet(image: Pick<GalleryImage, 's3Url' | 'width' | 'thumbnail'>): string | undefined {
  const { thumbnail } = image;
  if (thumbnail.url === image.s3Url || thumbnail.width <= 0 || image.width <= thumbnail.width) return undefined;
  return `${thumbnail.url} ${thumbnail.width}w, ${image.s3Url} ${image.width}w`;
}

/** A tile's width in gallery.css's grid (columns of at least 17rem in the 72rem container): one, two, three or four across. */
export const GALLERY_TILE_SIZES = '(max-width: 36rem) 100vw, (max-width: 54rem) 50vw, (max-width: 72rem) 33vw, 18rem';
/** The viewer's width in gallery.css. */
export const GALLERY_VIEWER_SIZES = 'min(96vw, 80rem)';
