import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from './router';

const positions = new Map<string, number>();

/**
 * A new page starts at the top; Back and Forward return to where the visitor was.
 * (The data router's ScrollRestoration would do this, at the cost of the whole data router.)
 *
 * The position is recorded as the visitor scrolls, not when the page is left: by the time a
 * navigation's effects run, the next (often shorter) page is in the DOM and scrollY is clamped.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shownKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => positions.set(shownKey.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    // Updated in the same commit as the new page, before the browser dispatches any scroll event
    // the page swap causes, so that event is recorded against the new page, not the old one.
    shownKey.current = location.key;
    if (location.hash) {
      document.getElementById(location.hash.slice(1))?.scrollIntoView();
    } else {
      window.scrollTo(0, navigationType === 'POP' ? (positions.get(location.key) ?? 0) : 0);
    }
  }, [location.key, location.hash, navigationType]);
}
