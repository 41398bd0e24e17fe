import { type MouseEvent, type RefObject, Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from '../lib/router';
import { footerQuickLinks, headerMenu } from '../config/menu';
import { PageFallback } from '../components/layout/page-fallback';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { useStaticPartLinks } from '../components/hydration/static-links';
import { AuthNotice } from '../lib/auth/auth-notice';
import { AuthProvider } from '../lib/auth/auth-provider';
import { useRestoredScrollAsPageGrows, useScrollKeptOnTakeover } from './use-restored-scroll';

/** The frame every page shares: skip link, header, the page (the route's outlet) in <main>, footer. */
export function SiteLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // While the next page's code loads, the shown page stays, marked busy for assistive technology.
  const loading = useNavigation().state !== 'idle';
  useFocusMainOnNavigation(mainRef, pathname);
  useTakeoverMark();
  useStaticPartLinks();
  useRestoredScrollAsPageGrows();
  useScrollKeptOnTakeover();

  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    // Handled here so the URL keeps no #main and the router sees no navigation.
    event.preventDefault();
    mainRef.current?.focus();
    mainRef.current?.scrollIntoView();
  };

  return (
    <AuthProvider>
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a real in-page link; the handler only moves focus as well */}
      <a href="#main" className="skip-link" onClick={skipToMain}>
        Skip to main content
      </a>
      <SiteHeader menu={headerMenu} />
      <AuthNotice />
      <main id="main" ref={mainRef} tabIndex={-1} className="site-main" aria-busy={loading || undefined}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter quickLinks={footerQuickLinks} />
      {/* A new page starts at the top (or its #fragment); Back and Forward return to where the visitor was. */}
      <ScrollRestoration />
    </AuthProvider>
  );
}

/**
 * Marks the document once React has the page (its first commit: the page's own effects, and the
 * data calls they start, have run). Whatever drives the site by script, such as the browser tests,
 * waits for this rather than for the network to go quiet, which costs half a second a page and
 * still says nothing of a slow phone's parse.
 */
function useTakeoverMark() {
  useEffect(() => {
    document.documentElement.dataset.takenOver = '';
  }, []);
}

/**
 * After a client-side navigation, screen readers would stay on the clicked link of a page that
 * is gone; moving focus to <main> starts them at the new content. ScrollRestoration scrolls, so
 * focusing must not scroll as well.
 */
function useFocusMainOnNavigation(mainRef: RefObject<HTMLElement | null>, pathname: string) {
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}
