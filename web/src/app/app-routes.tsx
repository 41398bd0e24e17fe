import { type ComponentType, lazy, useState } from 'react';
import { matchesRoute, Route, Routes } from './router';
import { notFoundRoute, pageRoutes } from './page-routes';
import { SiteLayout } from './site-layout';

const routes = [...pageRoutes, notFoundRoute];

/** Page components whose module has loaded, by route path. */
const loaded = new Map<string, ComponentType>();

/**
 * Loads the module of the page at `pathname` before the first render, so a prerendered page
 * hydrates with its content at once (a lazy page would suspend once first) and the server renders
 * it without a fallback.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const route = routes.find((candidate) => matchesRoute(candidate.path, pathname));
  if (!route || loaded.has(route.path)) return;
  loaded.set(route.path, (await route.load()).default);
}

// Routes with React.lazy rather than a data router: the pages load their own data, and a data
// router would add its weight to every page's first load.
const pages = routes.map((route) => ({
  path: route.path,
  Lazy: lazy(async () => {
    const module = await route.load();
    loaded.set(route.path, module.default);
    return module;
  }),
}));

function RoutePage({ path, Lazy }: { readonly path: string; readonly Lazy: ComponentType }) {
  // Chosen once per mount: switching from the lazy wrapper to the loaded component on a later
  // render would remount the page and lose its state.
  const [Loaded] = useState(() => loaded.get(path));
  return Loaded ? <Loaded /> : <Lazy />;
}

export function AppRoutes() {
  return (
    <SiteLayout>
      {/* The first route that matches is shown, so the catch-all comes last. */}
      <Routes>
        {pages.map(({ path, Lazy }) => (
          // Keyed, so moving to another page mounts that page's RoutePage instead of updating this one.
          <Route key={path} path={path}>
            <RoutePage key={path} path={path} Lazy={Lazy} />
          </Route>
        ))}
      </Routes>
    </SiteLayout>
  );
}
