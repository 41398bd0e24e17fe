// The home hero poster's preload, started by main.tsx before the home page's code arrives.

import { HERO_PHONE_MEDIA, HERO_POSTER_LARGE, HERO_POSTER_SMALL } from '../../config/hero-media';

/** Adds <link rel="preload"> for the poster that the current viewport will pick. */
export function preloadHeroPoster(): void {
  const posters = [
    { href: HERO_POSTER_SMALL, media: HERO_PHONE_MEDIA },
    { href: HERO_POSTER_LARGE, media: `not all and ${HERO_PHONE_MEDIA}` },
  ];
  for (const { href, media } of posters) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.type = 'image/webp';
    link.href = href;
    link.media = media;
    link.fetchPriority = 'high';
    document.head.append(link);
  }
}
