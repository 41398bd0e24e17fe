import { Component, type ErrorInfo, type ReactNode } from 'react';

interface PageErrorBoundaryProps {
  /** Changes when the visitor navigates, which clears a shown error. */
  readonly resetKey: string;
  readonly children: ReactNode;
}

interface PageErrorBoundaryState {
  readonly error: unknown;
  readonly resetKey: string;
}

/**
 * Shown in place of a page that failed (for example a lost connection while fetching its code),
 * inside the frame so the menus still work.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<PageErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: PageErrorBoundaryProps, state: PageErrorBoundaryState): Partial<PageErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
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
}
