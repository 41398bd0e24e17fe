// Styles first, so the shared vocabulary precedes the component and page styles in the bundle.
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes';
import { preloadHeroPoster } from './features/home/hero-media';

// The hero poster is the home page's largest paint: start fetching it before the page's code.
if (window.location.pathname === '/') preloadHeroPoster();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
