import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { SiteLayout } from './site-layout';
import { notFoundRoute, pageRoutes, type PageRoute } from './page-routes';
import { RouteError } from './route-error';

function toRouteObject({ path, load }: PageRoute): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [...pageRoutes, notFoundRoute].map(toRouteObject),
  },
]);
