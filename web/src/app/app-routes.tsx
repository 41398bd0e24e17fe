import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { notFoundRoute, pageRoutes } from './page-routes';
import { SiteLayout } from './site-layout';

// Declarative routes with React.lazy rather than a data router: the data router would add
// about 17 KB (gzip) to every page's first load, and the pages load their own data.
const pages = [...pageRoutes, notFoundRoute].map((route) => ({ path: route.path, Page: lazy(route.load) }));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {pages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
    </Routes>
  );
}
