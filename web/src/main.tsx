// Styles first, so the shared vocabulary precedes the component and page styles in the bundle.
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';
import { preloadHeroPoster } from './features/home/hero-media';

// The hero poster is the home page's largest paint: start fetching it before the page's code.
if (window.location.pathname === '/') preloadHeroPoster();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
