import { useEffect } from 'react';
import { useRouteError } from '../lib/router';

/**
 * Shown in place of a page that failed (for example a lost connection while fetching its code),
 * inside the frame so the menus still work. The router clears it when the visitor navigates.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <section className="route-error container section">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Check your connection and try again.</p>
      <p className="route-error__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Try Again
        </button>
        <a href="/" className="btn btn--outline">
          Go Back to Home
        </a>
      </p>
    </section>
  );
}
