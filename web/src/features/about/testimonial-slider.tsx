import { lazy, Suspense, useEffect, useRef, useState, type FocusEvent } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
// Swiper's styles come with the page, so the slides sit as they will before its code arrives.
import 'swiper/css';
import 'swiper/css/a11y';
import { useNearViewport } from '../../hooks/use-near-viewport';
import { usePrefersReducedMotion } from '../../hooks/use-prefers-reduced-motion';
import { TestimonialQuote } from './testimonial-quote';
import { testimonials } from './testimonials-data';

// Where Swiper's code cannot be fetched (the connection dropped), the slides stay as they are.
const TestimonialCarousel = lazy(() => import('./testimonial-carousel').catch(() => ({ default: () => <StillSlides /> })));

/** Swiper starts loading when the testimonials are this near the screen: a phone's screen or so of scrolling ahead. */
const CAROUSEL_ROOT_MARGIN = '600px 0px';

/**
 * The slides as Swiper's own markup has them before it starts (its container, wrapper and slides):
 * what the prerendered page shows, and what stays until Swiper takes over.
 */
function StillSlides() {
  return (
    <div className="swiper about-testimonials__slider">
      <div className="swiper-wrapper">
        {testimonials.map((testimonial) => (
          <div key={testimonial.title} className="swiper-slide about-testimonials__slide">
            <TestimonialQuote testimonial={testimonial} />
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The about page's testimonial carousel. It rotates on its own (as on the old site: every 5 s, looping) but
 * stops while hovered or focused, when the visitor presses Pause (WCAG 2.2.2), and does not start
 * by itself for visitors who prefer reduced motion. Until the visitor scrolls near it, its slides
 * stand still and Swiper's code is not loaded.
 */
export function TestimonialSlider() {
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // null: the visitor has not chosen, so follow their motion preference.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [focusInside, setFocusInside] = useState(false);
  const rotationButton = useRef<HTMLButtonElement>(null);
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section, CAROUSEL_ROOT_MARGIN);

  const playing = playChoice ?? !reducedMotion;
  const shouldRotate = playing && !focusInside;

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (shouldRotate && !swiper.autoplay.running) swiper.autoplay.start();
    if (!shouldRotate && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, shouldRotate]);

  // Focus on the Pause/Play button itself does not stop rotation, or Play could never work by keyboard.
  function handleFocus(event: FocusEvent<HTMLElement>) {
    setFocusInside(event.target !== rotationButton.current);
  }

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
  }

  return (
    <section
      ref={section}
      className="about-testimonials"
      aria-roledescription="carousel"
      aria-labelledby="about-testimonials-title"
      onFocus={handleFocus}
      onBlur={handleBlur}
    >
      <div className="about-testimonials__head">
        <h3 id="about-testimonials-title" className="about-testimonials__title">
          What our members say
        </h3>
        <div className="about-testimonials__controls">
          <button
            type="button"
            className="about-testimonials__control"
            onClick={() => swiper?.slidePrev()}
            aria-label="Previous testimonial"
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            ref={rotationButton}
            type="button"
            className="about-testimonials__control about-testimonials__control--wide"
            onClick={() => setPlayChoice(!playing)}
            aria-label={playing ? 'Pause testimonials' : 'Play testimonials'}
          >
            {playing ? 'Pause' : 'Play'}
          </button>
          <button type="button" className="about-testimonials__control" onClick={() => swiper?.slideNext()} aria-label="Next testimonial">
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      {near ? (
        <Suspense fallback={<StillSlides />}>
          <TestimonialCarousel reducedMotion={reducedMotion} onSwiper={setSwiper} />
        </Suspense>
      ) : (
        <StillSlides />
      )}
    </section>
  );
}
