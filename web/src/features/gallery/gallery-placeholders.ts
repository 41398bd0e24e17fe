// The built-in pictures the Gallery shows when the images cannot be loaded, and in place of one
// that fails to load. They ship with the site (web/public/img/gallery/), so they load when the API is down.

import type { GalleryImage } from '../../../../common/gallery/gallery';

const placeholder = (id: string, file: string, title: string, description: string): GalleryImage => ({
  id,
  s3Url: `/img/gallery/${file}`,
  title,
  fileName: file,
  description,
  tags: ['Blaze Rugby'],
  createdAt: Number.NaN,
  width: 480,
  height: 320,
  thumbnail: { url: `/img/gallery/${file}`, width: 480, height: 320 },
});

export const fallbackImages: readonly GalleryImage[] = [
  placeholder('fallback-ball', 'placeholder-ball.svg', 'Match Day', 'A rugby ball on the pitch in Lemont.'),
  placeholder('fallback-posts', 'placeholder-posts.svg', 'Our Grounds', 'The posts at dusk after training.'),
  placeholder('fallback-crest', 'placeholder-crest.svg', 'Blaze Rugby Club', 'The club crest in red and gold.'),
];

/** The placeholder that stands in for a broken image: the same one for the same image each time. */
export function placeholderFor(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return (fallbackImages[hash % fallbackImages.length] as GalleryImage).thumbnail.url;
}
