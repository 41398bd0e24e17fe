import { useId, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../hooks/use-prefers-reduced-motion';

export interface SliderPhoto {
  readonly src: string;
  readonly alt: string;
  readonly caption: string;
}

// A CSS scroll-snap strip with prev/next buttons: the page stays light (no slider library), and
// swiping, the trackpad and the arrow keys on the focused strip all work natively.
export function RentalPhotoSlider({ photos, label }: { photos: readonly SliderPhoto[]; label: string }) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const labelId = useId();
  const reduceMotion = usePrefersReducedMotion();

  // While a button-started scroll runs, the strip passes other slides: keep showing the target slide
  // (and count further clicks from it) until the scroll arrives or ends.
  const pendingTarget = useRef<number | null>(null);

  function indexFromScroll(track: HTMLDivElement): number {
    const index = Math.round(track.scrollLeft / track.clientWidth);
    return Math.min(Math.max(index, 0), photos.length - 1);
  }

  function onScroll() {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const target = pendingTarget.current;
    if (target !== null) {
      if (Math.abs(track.scrollLeft - target * track.clientWidth) < 2) pendingTarget.current = null;
      return;
    }
    setCurrent(indexFromScroll(track));
  }

  function onScrollEnd() {
    const track = trackRef.current;
    pendingTarget.current = null;
    if (track && track.clientWidth > 0) setCurrent(indexFromScroll(track));
  }

  function show(index: number) {
    const track = trackRef.current;
    if (!track) return;
    const target = (index + photos.length) % photos.length;
    pendingTarget.current = target;
    setCurrent(target);
    track.scrollTo({ left: target * track.clientWidth, behavior: reduceMotion ? 'auto' : 'smooth' });
  }

  const caption = photos[current]?.caption ?? '';

  return (
    <section className="rental-slider" aria-roledescription="carousel" aria-labelledby={labelId}>
      <h2 id={labelId} className="visually-hidden">
        {label}
      </h2>
      <div
        ref={trackRef}
        className="rental-slider__track"
        role="group"
        aria-label={`${label}: scroll sideways or use the buttons below`}
        tabIndex={0}
        onScroll={onScroll}
        onScrollEnd={onScrollEnd}
      >
        {photos.map((photo, index) => (
          <div
            key={photo.src}
            className="rental-slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${photos.length}: ${photo.caption}`}
          >
            <img src={photo.src} alt={photo.alt} width={1200} height={800} loading={index === 0 ? 'eager' : 'lazy'} decoding="async" />
          </div>
        ))}
      </div>
      <div className="rental-slider__controls">
        <button type="button" className="rental-slider__button" aria-label="Previous photo" onClick={() => show(current - 1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <p className="rental-slider__status" aria-live="polite">
          <span className="rental-slider__count">
            {current + 1} / {photos.length}
          </span>{' '}
          {caption}
        </p>
        <button type="button" className="rental-slider__button" aria-label="Next photo" onClick={() => show(current + 1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
