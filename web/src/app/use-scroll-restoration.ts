import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from './router';

const positions = new Map<string, number>();

/** How long Back keeps waiting for a page's loaded content to make it tall enough for its old position. */
const RESTORE_WAIT_MS = 5000;
/** What the visitor does to take over the scrolling. */
const TAKEOVER_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

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
      return;
    }
    if (navigationType !== 'POP') {
      window.scrollTo(0, 0);
      return;
    }
    return scrollToOnceTallEnough(positions.get(location.key) ?? 0);
  }, [location.key, location.hash, navigationType]);
}

/**
 * Scrolls to `top`, and again each time the page grows until it gets there: a page whose content
 * loads after it appears (the news list, the gallery, the store) is too short for the old position
 * at first. Stops when the visitor scrolls or taps, after a few seconds, or when the page is left.
 */
function scrollToOnceTallEnough(top: number): (() => void) | undefined {
  const reached = () => {
    window.scrollTo(0, top);
    return window.scrollY >= top - 1;
  };
  if (reached() || typeof ResizeObserver === 'undefined') return undefined;

  const growth = new ResizeObserver(() => {
    if (reached()) stop();
  });
  const timer = window.setTimeout(stop, RESTORE_WAIT_MS);
  function stop() {
    growth.disconnect();
    window.clearTimeout(timer);
    for (const type of TAKEOVER_EVENTS) window.removeEventListener(type, stop);
  }
  growth.observe(document.body);
  for (const type of TAKEOVER_EVENTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}
