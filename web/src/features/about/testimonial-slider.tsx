import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import { StarRating } from '../../components/ui/star-rating';
import { testimonialSliderSettings } from './testimonial-slider-settings';
import { testimonials } from './testimonials-data';
import { usePrefersReducedMotion } from '../../hooks/use-prefers-reduced-motion';

const sliderModules = [A11y, Autoplay];

/**
 * The about page's testimonial carousel. It rotates on its own (as on the old site: every 5 s, looping) but
 * stops while hovered or focused, when the visitor presses Pause (WCAG 2.2.2), and does not start
 * by itself for visitors who prefer reduced motion.
 */
export function TestimonialSlider() {
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // null: the visitor has not chosen, so follow their motion preference.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [focusInside, setFocusInside] = useState(false);
  const rotationButton = useRef<HTMLButtonElement>(null);

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
      <Swiper
        {...testimonialSliderSettings}
        modules={sliderModules}
        speed={reducedMotion ? 0 : testimonialSliderSettings.speed}
        a11y={{ slideLabelMessage: 'Testimonial {{index}} of {{slidesLength}}', itemRoleDescriptionMessage: 'slide' }}
        onSwiper={setSwiper}
        className="about-testimonials__slider"
      >
        {testimonials.map((testimonial) => (
          <SwiperSlide key={testimonial.title} className="about-testimonials__slide">
            <figure className="about-quote">
              <StarRating rating={testimonial.ratingcount} className="about-rating" />
              <blockquote className="about-quote__text">
                <p>{testimonial.desc}</p>
              </blockquote>
              <figcaption className="about-quote__person">
                <img
                  className="about-quote__photo"
                  src={testimonial.imgUrl}
                  alt=""
                  width={400}
                  height={400}
                  loading="lazy"
                  decoding="async"
                />
                <span>
                  <span className="about-quote__name">{testimonial.title}</span>
                  <span className="about-quote__role">{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
