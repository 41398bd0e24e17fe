import { type MouseEvent, type ReactNode, type RefObject, Suspense, useEffect, useRef } from 'react';
import { useLocation } from './router';
import { footerQuickLinks, headerMenu, visibleLinks, visibleMenu } from '../config/menu';
import { PageFallback } from '../components/layout/page-fallback';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { AuthNotice } from '../features/auth/auth-notice';
import { AuthProvider } from '../features/auth/auth-provider';
import { hasPage } from '../../../common/pages/pages';
import { PageErrorBoundary } from './route-error';
import { useScrollRestoration } from './use-scroll-restoration';

// The route table is fixed at build time, so the filtered menus are too.
const menu = visibleMenu(headerMenu, hasPage);
const quickLinks = visibleLinks(footerQuickLinks, hasPage);

/** The frame every page shares: skip link, header, the page (`children`) in <main>, footer. */
export function SiteLayout({ children }: { readonly children: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useScrollRestoration();
  useFocusMainOnNavigation(mainRef, pathname);

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
      <SiteHeader menu={menu} />
      <AuthNotice />
      <main id="main" ref={mainRef} tabIndex={-1} className="site-main">
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageFallback />}>{children}</Suspense>
        </PageErrorBoundary>
      </main>
      <SiteFooter quickLinks={quickLinks} />
    </AuthProvider>
  );
}

/**
 * After a client-side navigation, screen readers would stay on the clicked link of a page that
 * is gone; moving focus to <main> starts them at the new content. Scroll restoration has already
 * scrolled, so focusing must not scroll again.
 */
function useFocusMainOnNavigation(mainRef: RefObject<HTMLElement | null>, pathname: string) {
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}
