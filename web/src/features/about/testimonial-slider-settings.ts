// The testimonial slider's behaviour (as on the old site): one object so the page and the tests agree.

import type { SwiperOptions } from 'swiper/types';

export const AUTOPLAY_DELAY_MS = 5000;
export const SLIDES_PER_VIEW_PHONE = 1.5;
export const TABLET_MIN_WIDTH_PX = 768;
export const SLIDES_PER_VIEW_TABLET = 2.1;
export const DESKTOP_MIN_WIDTH_PX = 1200;
export const SLIDES_PER_VIEW_DESKTOP = 2.15;
/** Slide transition length; 0 when the visitor prefers reduced motion. */
export const TRANSITION_MS = 600;

export const testimonialSliderSettings = {
  loop: true,
  speed: TRANSITION_MS,
  spaceBetween: 16,
  autoplay: {
    delay: AUTOPLAY_DELAY_MS,
    // Hovering pauses; focus, the pause button and reduced motion are handled by the component.
    pauseOnMouseEnter: true,
    disableOnInteraction: false,
  },
  slidesPerView: SLIDES_PER_VIEW_PHONE,
  breakpoints: {
    [TABLET_MIN_WIDTH_PX]: { slidesPerView: SLIDES_PER_VIEW_TABLET, spaceBetween: 24 },
    [DESKTOP_MIN_WIDTH_PX]: { slidesPerView: SLIDES_PER_VIEW_DESKTOP, spaceBetween: 24 },
  },
} as const satisfies SwiperOptions;
