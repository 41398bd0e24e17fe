// Swiper, loaded only when the testimonials come near the screen (testimonial-slider.tsx): its
// code is the largest part of the about page's, and evaluating it while the page is taken over held
// a phone's main thread for longer than any other part of the page.

import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { TestimonialQuote } from './testimonial-quote';
import { testimonialSliderSettings } from './testimonial-slider-settings';
import { testimonials } from './testimonials-data';

const sliderModules = [A11y, Autoplay];

export interface TestimonialCarouselProps {
  readonly reducedMotion: boolean;
  readonly onSwiper: (swiper: SwiperInstance) => void;
}

export default function TestimonialCarousel({ reducedMotion, onSwiper }: TestimonialCarouselProps) {
  return (
    <Swiper
      {...testimonialSliderSettings}
      modules={sliderModules}
      speed={reducedMotion ? 0 : testimonialSliderSettings.speed}
      a11y={{ slideLabelMessage: 'Testimonial {{index}} of {{slidesLength}}', itemRoleDescriptionMessage: 'slide' }}
      onSwiper={onSwiper}
      className="about-testimonials__slider"
    >
      {testimonials.map((testimonial) => (
        <SwiperSlide key={testimonial.title} className="about-testimonials__slide">
          <TestimonialQuote testimonial={testimonial} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
