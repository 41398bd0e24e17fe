import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled more than `threshold` pixels. The listener is passive and reads
 * scrollY at most once per animation frame, so scrolling stays smooth on slow phones.
 */
export function useScrolledPast(threshold: number): boolean {
  // Not scrolled at first, as the prerendered page was; the effect reads the real position at once.
  const [past, setPast] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);

  return past;
}
