import { Suspense, useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { footerQuickLinks, headerMenu, visibleLinks, visibleMenu } from '../config/menu';
import { NavigationProgress } from '../components/layout/navigation-progress';
import { PageFallback } from '../components/layout/page-fallback';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { hasPage } from './page-routes';

// The route table is fixed at build time, so the filtered menus are too.
const menu = visibleMenu(headerMenu, hasPage);
const quickLinks = visibleLinks(footerQuickLinks, hasPage);

/** The frame every page shares: skip link, header, the page in <main>, footer. */
export function SiteLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);

  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    // Handled here so the URL keeps no #main and the router sees no navigation.
    event.preventDefault();
    mainRef.current?.focus();
    mainRef.current?.scrollIntoView();
  };

  return (
    <>
      <ScrollRestoration />
      <a href="#main" className="skip-link" onClick={skipToMain}>
        Skip to main content
      </a>
      <NavigationProgress />
      <SiteHeader menu={menu} />
      <main id="main" ref={mainRef} tabIndex={-1} className="site-main">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter quickLinks={quickLinks} />
    </>
  );
}

/**
 * After a client-side navigation, screen readers would stay on the clicked link of a page that
 * is gone; moving focus to <main> starts them at the new content. ScrollRestoration has already
 * scrolled, so focusing must not scroll again.
 */
function useFocusMainOnNavigation(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}
