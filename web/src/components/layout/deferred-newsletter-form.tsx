// The footer's newsletter form is in every page's markup, but its code (the form, its messages,
// the form helpers) loads only when the visitor nears the footer or reaches into it, so no page's
// first load pays for it. A prerendered page keeps the server's form meanwhile: React leaves a
// suspended boundary's markup as it is while it hydrates the rest of the page.

import { lazy, type RefObject, Suspense, useEffect } from 'react';

let markWanted: () => void = () => {};
const wanted = new Promise<void>((resolve) => {
  markWanted = resolve;
});

const NewsletterForm = lazy(async () => {
  // The prerender has no viewport and renders the form at once.
  if (typeof window !== 'undefined') await wanted;
  return { default: (await import('./newsletter-form')).NewsletterForm };
});

/** How far below the viewport the footer starts loading the form, so it is ready when seen. */
const LOAD_MARGIN = '800px 0px';

/** Loads the form's code once `section` nears the viewport, or at once if the visitor reaches into it first. */
export function useNewsletterFormNear(section: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = section.current;
    if (!element || typeof IntersectionObserver !== 'function') {
      markWanted();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && markWanted(), {
      rootMargin: LOAD_MARGIN,
    });
    observer.observe(element);
    element.addEventListener('focusin', markWanted);
    element.addEventListener('pointerdown', markWanted);
    void wanted.then(() => observer.disconnect());
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', markWanted);
      element.removeEventListener('pointerdown', markWanted);
    };
  }, [section]);
}

/** The newsletter form, once useNewsletterFormNear has asked for it (nothing before, outside a prerendered page). */
export function DeferredNewsletterForm() {
  return (
    <Suspense fallback={null}>
      <NewsletterForm />
    </Suspense>
  );
}
