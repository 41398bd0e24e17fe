import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageFallback } from '../components/layout/page-fallback';
import { SiteLayout } from './site-layout';
import { notFoundRoute, pageRoutes, type PageRoute } from './page-routes';
import { RouteError } from './route-error';

function toRouteObject({ path, load }: PageRoute): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    errorElement: <RouteError standalone />,
    children: [
      {
        // A page that fails to load shows its error inside the frame, so the menu still works;
        // while the first page's code loads, the frame is already painted around a placeholder.
        errorElement: <RouteError />,
        hydrateFallbackElement: <PageFallback />,
        children: [...pageRoutes, notFoundRoute].map(toRouteObject),
      },
    ],
  },
]);
