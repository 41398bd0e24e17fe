import { useHydrated } from '../../hooks/use-hydrated';
import type { FormStatus } from './use-form-submission';
import './forms.css';

/** The green success or red error box under a form; announced to screen readers when it changes. */
export function FormAlert({ status }: { status: FormStatus }) {
  const shown = status.state === 'success' || status.state === 'error' ? status : undefined;
  return (
    <div role={shown?.state === 'error' ? 'alert' : 'status'} className="form-alert-slot">
      {shown ? <p className={`form-alert form-alert--${shown.state}`}>{shown.message}</p> : null}
    </div>
  );
}

/** The submit button's spinner while a form is being sent. */
export function Spinner() {
  return <span className="form-spinner" aria-hidden="true" />;
}

/**
 * A form's submit button: disabled with a spinner and `busy` while sending, `idle` otherwise. It is
 * also disabled until React has taken the page over: a prerendered form has no handler yet, and the
 * browser's own submission would be a GET of this page with the visitor's name and address in its
 * query string, where the CDN's logs keep them. A disabled default button stops Enter too.
 */
export function SubmitButton({
  className,
  submitting,
  busy,
  idle,
}: {
  className: string;
  submitting: boolean;
  busy: string;
  idle: string;
}) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={className} disabled={submitting || !hydrated}>
      {submitting ? (
        <>
          <Spinner />
          {busy}
        </>
      ) : (
        idle
      )}
    </button>
  );
}
