import { PageFallback } from '../components/layout/page-fallback';
import { notFoundRoute, pageRoutes } from './page-routes';
import { RouteError } from './route-error';
import type { DataRouter, RouteObject } from '../lib/router';
import { SiteLayout } from './site-layout';

/**
 * The SPA's routes for React Router's data routers: every page inside the shared frame, each
 * page's module loaded on demand (`lazy`). A move to a page whose module is not here yet keeps the
 * shown page until it is (the router's navigation state is "loading" meanwhile). The catch-all
 * (the "not found" page) is ranked below every other path by the router.
 */
export const appRoutes: RouteObject[] = [
  {
    Component: SiteLayout,
    children: [
      {
        // Inside the frame, so the menus still work when a page fails (or its code cannot be fetched).
        ErrorBoundary: RouteError,
        // The page's place while its module loads on a first visit to the SPA shell (no prerendered markup).
        HydrateFallback: PageFallback,
        children: [...pageRoutes, notFoundRoute].map(({ path, load }) => ({
          path,
          lazy: async () => ({ Component: (await load()).default }),
        })),
      },
    ],
  },
];

/** Resolves once `router` has matched its first address and loaded that page's module (or failed to). */
export function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
