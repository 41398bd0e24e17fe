import { use, useLayoutEffect } from 'react';
import { UNSAFE_DataRouterStateContext as DataRouterStateContext } from 'react-router-dom';
import { useLocation } from '../lib/router';

/** How long Back keeps waiting for a page's loaded content to make it tall enough for its old position. */
const RESTORE_WAIT_MS = 5000;
/** What the visitor does to take over the scrolling. */
const TAKEOVER_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Where the visitor has scrolled the page the site was landed on, followed from the moment this
 * script runs until React has taken the page over: a prerendered page can be read, and scrolled,
 * while its script is still on its way.
 */
let scrolledBeforeTakeover = typeof window === 'undefined' ? 0 : window.scrollY;
const followScroll = () => {
  scrolledBeforeTakeover = window.scrollY;
};
if (typeof window !== 'undefined') window.addEventListener('scroll', followScroll, { passive: true });

/**
 * On the first render, ScrollRestoration puts the page at the top (it keeps the scroll only for a
 * page the router itself was told is server-rendered, and our routes are loaded before React takes
 * a prerendered page over). This puts the visitor back where they were reading. Called in the
 * layout, whose layout effects run after ScrollRestoration's (a child) in the same commit.
 */
export function useScrollKeptOnTakeover(): void {
  useLayoutEffect(() => {
    window.removeEventListener('scroll', followScroll);
    if (scrolledBeforeTakeover > 0 && window.location.hash === '') window.scrollTo(0, scrolledBeforeTakeover);
  }, []);
}

/**
 * ScrollRestoration scrolls Back and Forward to the saved position once, as the page renders; a
 * page whose content arrives after it appears (the news list, the gallery, the store: their data
 * loads in an effect, not in a route loader) is too short for that position then. This keeps
 * scrolling to the position the router restored as the page grows. Called in the layout, whose
 * layout effects run after ScrollRestoration's (a child) in the same commit.
 */
export function useRestoredScrollAsPageGrows(): void {
  const target = use(DataRouterStateContext)?.restoreScrollPosition;
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the trigger: each entry shown anew, even at an equal position
  useLayoutEffect(() => {
    if (typeof target !== 'number' || window.scrollY >= target - 1) return;
    return scrollToOnceTallEnough(target);
  }, [key, target]);
}

/**
 * Scrolls to `top` each time the page grows until it gets there. Stops when the visitor scrolls or
 * taps, after a few seconds, or when the page is left.
 */
function scrollToOnceTallEnough(top: number): (() => void) | undefined {
  if (typeof ResizeObserver === 'undefined') return undefined;
  const growth = new ResizeObserver(() => {
    window.scrollTo(0, top);
    if (window.scrollY >= top - 1) stop();
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
