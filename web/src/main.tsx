// Styles first, so the shared vocabulary precedes the component and page styles in the bundle.
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from './app/router';
import { appRoutes, routerReady } from './app/app-routes';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const router = createBrowserRouter(appRoutes);

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// A prerendered page (web/prerender/) arrives with its markup in #root: React takes it over once
// the router has the page's own module, so the first render matches the markup. The SPA shell
// (signed-in pages, unknown paths, the dev server) has an empty #root and shows the frame at once.
if (root.firstElementChild) {
  routerReady(router).then(() => {
    // The page's module failed to load: render afresh, where the error boundary can say so.
    if (router.state.errors) createRoot(root).render(app);
    // A transition, so hydration yields to the browser every few milliseconds instead of holding
    // a phone's main thread in one long task.
    else startTransition(() => void hydrateRoot(root, app));
  });
} else {
  createRoot(root).render(app);
}
