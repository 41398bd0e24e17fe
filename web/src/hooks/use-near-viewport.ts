import { type RefObject, startTransition, useEffect, useState } from 'react';

/**
 * Calls `arrive` once, when `element` comes within `rootMargin` of the viewport (at once where there
 * is no IntersectionObserver). Returns what stops the watch.
 */
export function whenNearViewport(element: Element, rootMargin: string, arrive: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    arrive();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      arrive();
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * False until the element comes within `rootMargin` of the viewport (an IntersectionObserver's
 * margin, such as '600px 0px'), then true for good: for a heavy part below the fold, loaded as the
 * visitor scrolls towards it rather than while the page is taken over. False on the server and
 * while React takes over a prerendered page, as the observer starts in an effect. Where there is
 * no IntersectionObserver, true at once. The switch is a transition, so the part renders in slices.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    return whenNearViewport(element, rootMargin, () => startTransition(() => setNear(true)));
  }, [near, ref, rootMargin]);
  return near;
}
