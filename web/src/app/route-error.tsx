import { Link, useRouteError } from 'react-router-dom';

/** Shown when a page fails to load (for example a lost connection while fetching its code). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main id="main" className="route-error">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Check your connection and try again.</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          Try Again
        </button>{' '}
        <Link to="/">Go Back to Home</Link>
      </p>
    </main>
  );
}
