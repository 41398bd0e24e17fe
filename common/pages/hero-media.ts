// The club's hero film and its posters: the home hero, the about page's film and main.tsx's
// preload all read these paths.

export const HERO_POSTER_LARGE = '/img/hero/hero-poster-1280.webp';
export const HERO_POSTER_SMALL = '/img/hero/hero-poster-640.webp';
/** Phones get the 640-wide poster; the <picture> and the preload use the same query. */
export const HERO_PHONE_MEDIA = '(max-width: 640px)';
export const HERO_VIDEO_WEBM = '/img/hero/hero-loop.webm';
export const HERO_VIDEO_MP4 = '/img/hero/hero-loop.mp4';
