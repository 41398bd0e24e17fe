// The home hero's media, shared by the page and by main.tsx, which preloads the poster.

export const HERO_POSTER_LARGE = '/img/hero/hero-poster-1280.webp';
export const HERO_POSTER_SMALL = '/img/hero/hero-poster-640.webp';
/** Phones get the 640-wide poster; the <picture> and the preload use the same query. */
export const HERO_PHONE_MEDIA = '(max-width: 640px)';
export const HERO_VIDEO_WEBM = '/img/hero/hero-loop.webm';
export const HERO_VIDEO_MP4 = '/img/hero/hero-loop.mp4';

/** Adds <link rel="preload"> for the poster that the current viewport will pick. */
export function preloadHeroPoster(): void {
  const posters = [
    { href: HERO_POSTER_SMALL, media: HERO_PHONE_MEDIA },
    { href: HERO_POSTER_LARGE, media: 'not all and ' + HERO_PHONE_MEDIA },
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
