import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestimonialSlider } from '../../web/src/features/about/testimonial-slider';
import { testimonialSliderSettings } from '../../web/src/features/about/testimonial-slider-settings';
import { testimonials } from '../../web/src/features/about/testimonials-data';
import { stubIntersectionObserver } from './support/stub-intersection-observer';
import { stubMatchMedia } from './support/stub-match-media';

// jsdom has neither matchMedia (Swiper's breakpoints and our reduced-motion check use it)
// nor ResizeObserver; stub them for this file only.
let prefersReducedMotion = false;

beforeAll(() => {
  stubMatchMedia(() => prefersReducedMotion);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  prefersReducedMotion = false;
});

afterAll(() => {
  vi.unstubAllGlobals();
});

describe('testimonial slider settings', () => {
  it('autoplays every 5000 ms and loops', () => {
    expect(testimonialSliderSettings.autoplay.delay).toBe(5000);
    expect(testimonialSliderSettings.loop).toBe(true);
  });

  it('shows 1.5 slides on phones, 2.1 from 768 px and 2.15 from 1200 px', () => {
    expect(testimonialSliderSettings.slidesPerView).toBe(1.5);
    expect(testimonialSliderSettings.breakpoints[768].slidesPerView).toBe(2.1);
    expect(testimonialSliderSettings.breakpoints[1200].slidesPerView).toBe(2.15);
    expect(
      Object.keys(testimonialSliderSettings.breakpoints)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([768, 1200]);
  });
});

/** Swiper keeps its instance on its container element. */
function swiperInstance(): SwiperInstance {
  const element = document.querySelector<HTMLElement & { swiper?: SwiperInstance }>('.swiper');
  if (!element?.swiper) throw new Error('the Swiper instance is missing');
  return element.swiper;
}

/** Swiper, once its code has loaded and it has started (jsdom has no IntersectionObserver: the slider is near at once). */
function startedSwiper(): Promise<SwiperInstance> {
  return vi.waitFor(swiperInstance);
}

describe('TestimonialSlider', () => {
  it('shows every testimonial with its name and rating', () => {
    render(<TestimonialSlider />);

    expect(testimonials.length).toBeGreaterThan(0);
    for (const testimonial of testimonials) {
      expect(screen.getByText(testimonial.title)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(testimonials.length);
  });

  it('rotates on its own and offers a control to pause the rotation', async () => {
    render(<TestimonialSlider />);
    expect((await startedSwiper()).autoplay.running).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));

    expect(swiperInstance().autoplay.running).toBe(false);
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeInTheDocument();
  });

  it('does not rotate on its own for visitors who prefer reduced motion, but can be started', async () => {
    prefersReducedMotion = true;
    render(<TestimonialSlider />);
    expect((await startedSwiper()).autoplay.running).toBe(false);

    const play = screen.getByRole('button', { name: 'Play testimonials' });
    await userEvent.click(play);

    expect(swiperInstance().autoplay.running).toBe(true);
    expect(screen.getByRole('button', { name: 'Pause testimonials' })).toBeInTheDocument();
  });

  it('shows the slides still, without loading Swiper, until they come near the screen', async () => {
    const intersection = stubIntersectionObserver();
    render(<TestimonialSlider />);
    for (const testimonial of testimonials) expect(screen.getByText(testimonial.title)).toBeInTheDocument();
    expect(document.querySelectorAll('.swiper-wrapper > .swiper-slide')).toHaveLength(testimonials.length);
    expect(() => swiperInstance()).toThrow('missing');

    intersection.comeNear();
    expect((await startedSwiper()).autoplay.running).toBe(true);
  });
});
