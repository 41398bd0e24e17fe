// The loading, error and empty views every data page shows, with the page's own words.

import type { ReactNode } from 'react';
import { LOADING_STATE_CLASS } from '../../../../common/site-build/deferred-scripts';
import './data-states.css';

export function LoadingState({ text }: { readonly text: string }) {
  return (
    <div className={`data-state ${LOADING_STATE_CLASS}`} role="status">
      <span className="data-state__spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

export interface ErrorStateProps {
  readonly title: string;
  /** What failed, in the page's words; the server's or network's message follows it when given. */
  readonly message: ReactNode;
  readonly onRetry: () => void;
  readonly retryLabel?: string;
  readonly children?: ReactNode;
}

export function ErrorState({ title, message, onRetry, retryLabel = 'Try Again', children }: ErrorStateProps) {
  return (
    <div className="data-state data-state--error" role="alert">
      <h2 className="data-state__title">{title}</h2>
      <div className="data-state__message">{message}</div>
      {children}
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

export interface EmptyStateProps {
  readonly title: string;
  readonly children?: ReactNode;
}

export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <div className="data-state data-state--empty" role="status">
      <h2 className="data-state__title">{title}</h2>
      {children}
    </div>
  );
}
