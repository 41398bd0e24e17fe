// Styles first, so the shared vocabulary precedes the component and page styles in the bundle.
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './app/router';
import { AppRoutes, preloadPage } from './app/app-routes';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

// A prerendered page (web/prerender/) arrives with its markup in #root: React takes it over once
// the page's own module is here, so the first render matches the markup. The SPA shell (signed-in
// pages, unknown paths, the dev server) has an empty #root.
if (root.firstElementChild) {
  preloadPage(window.location.pathname).then(
    // A transition, so hydration yields to the browser every few milliseconds instead of holding
    // a phone's main thread in one long task.
    () => startTransition(() => void hydrateRoot(root, app)),
    // The page's module failed to load: render afresh, where the error boundary can say so.
    () => createRoot(root).render(app),
  );
} else {
  createRoot(root).render(app);
}
