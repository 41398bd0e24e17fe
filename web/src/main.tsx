// The page's entry: its styles (linked in the head, so they block the first paint as they must)
// and, once that paint is on screen, the SPA (app/start.tsx). A prerendered page shows its content
// without JavaScript, so React, the router and the page's module are fetched after the first paint
// instead of competing with the stylesheets and the hero picture for it; until React takes over,
// its links are ordinary links to prerendered pages.
// Styles first, so the shared vocabulary precedes the component and page styles in the bundle.
import './styles/tokens.css';
import './styles/base.css';

requestAnimationFrame(() => {
  setTimeout(() => void import('./app/start'), 0);
});
