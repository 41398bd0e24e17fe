// Styles first, so the shared vocabulary precedes the component and page styles in the bundle.
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from './lib/router';
import { appRoutes, routerReady } from './app/app-routes';
import { queryKeepsServedMarkup } from './components/hydration/landing-query';
import { beginTakeover, endTakeover } from './components/hydration/takeover';
import { noPageData, type PageData, PageDataContext, pageDataOf, readPageDataIsland } from './components/data/page-data';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const router = createBrowserRouter(appRoutes);

// The answers the page was rendered with (page-data.ts) hold for the page the visitor landed on:
// once they go elsewhere, every page loads its own, current data. Answers are by API address, so
// they hold whatever the page's query; its markup does not: a page is rendered for its bare
// address, and landed on with a query (`/store?search=cap`, `/blog-2?page=2`) it shows other
// content, so React renders it afresh (from the answers it has) rather than hydrating markup that
// does not match; a query that changes nothing served (a campaign tag) is no reason to
// (components/hydration/landing-query.ts).
const island = readPageDataIsland(document);
const bare = (path: string) => path.replace(/\/+$/, '') || '/';
const landedPath = window.location.pathname;
let onLandedPage = island !== undefined && bare(island.path) === bare(landedPath);
const islandFits = onLandedPage && queryKeepsServedMarkup(window.location.search);
const islandData = island && onLandedPage ? pageDataOf(island.answers, island.renderedAt) : noPageData;
const pageData: PageData = {
  answer: (url) => (onLandedPage ? islandData.answer(url) : noPageData.answer(url)),
  now: () => (onLandedPage ? islandData.now() : Date.now()),
};
if (onLandedPage) {
  const stop = router.subscribe((state) => {
    if (state.location.pathname === landedPath) return;
    onLandedPage = false;
    stop();
  });
}

const app = (
  <StrictMode>
    <PageDataContext value={pageData}>
      <RouterProvider router={router} />
    </PageDataContext>
  </StrictMode>
);

// A prerendered page (web/prerender/) arrives with its markup in #root: React takes it over once
// the router has the page's own module, so the first render matches the markup. The SPA shell
// (signed-in pages, unknown paths, the dev server) has an empty #root and shows the frame at once.
if (root.firstElementChild) {
  routerReady(router).then(() => {
    // The page's module failed to load: render afresh, where the error boundary can say so; or
    // the markup is of other content than this address shows (above).
    if (router.state.errors || (island !== undefined && !islandFits)) createRoot(root).render(app);
    else {
      // Until the visitor leaves the page, its static parts stay as the server wrote them and its
      // interactive parts wait until they are needed (web/src/components/hydration/).
      beginTakeover();
      const stop = router.subscribe((state) => {
        if (state.location.pathname === landedPath) return;
        endTakeover();
        stop();
      });
      // A transition, so hydration yields to the browser every few milliseconds instead of holding
      // a phone's main thread in one long task.
      startTransition(() => void hydrateRoot(root, app));
    }
  });
} else {
  createRoot(root).render(app);
}
