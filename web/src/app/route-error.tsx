import { Link, useRouteError } from 'react-router-dom';

interface RouteErrorProps {
  /** True when the whole frame failed, so this screen must bring its own <main>. */
  readonly standalone?: boolean;
}

/** Shown when a page fails to load (for example a lost connection while fetching its code). */
export function RouteError({ standalone = false }: RouteErrorProps) {
  const error = useRouteError();
  console.error(error);
  const content = (
    <section className="route-error container section">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Check your connection and try again.</p>
      <p className="route-error__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Try Again
        </button>
        <Link to="/" className="btn btn--outline">
          Go Back to Home
        </Link>
      </p>
    </section>
  );
  return standalone ? <main id="main">{content}</main> : content;
}
