// What the Gallery page's tiles and viewer and the officers' console call an image that has no
// title or description of its own.

import type { GalleryImage } from '../../../common/gallery/gallery';

/** The title a tile shows: the title, else the file name, else 'Gallery Image'. */
export function displayTitle(image: Pick<GalleryImage, 'title' | 'fileName'>): string {
  return image.title ?? image.fileName ?? 'Gallery Image';
}

/** The description a tile shows: the description, else 'Community Image'. */
export function displayDescription(image: Pick<GalleryImage, 'description'>): string {
  return image.description ?? 'Community Image';
}
