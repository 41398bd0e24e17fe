/** A console's list that did not load: the reason, and Try Again. */
export function LoadError({ what, message, retry }: { readonly what: string; readonly message: string; readonly retry: () => void }) {
  return (
    <div role="alert" className="officers-load-error">
      <p className="form-alert form-alert--error">
        Could not load the {what}: {message}
      </p>
      <button type="button" className="btn btn--primary" onClick={retry}>
        Try Again
      </button>
    </div>
  );
}
