/** A console's list that did not load: the reason, and Try Again (a small button beside the inbox's compact lists). */
export function LoadError({
  what,
  message,
  retry,
  small = false,
}: {
  readonly what: string;
  readonly message: string;
  readonly retry: () => void;
  readonly small?: boolean;
}) {
  return (
    <div role="alert" className="officers-load-error">
      <p className="form-alert form-alert--error">
        Could not load the {what}: {message}
      </p>
      <button type="button" className={small ? 'btn btn--primary btn--small' : 'btn btn--primary'} onClick={retry}>
        Try Again
      </button>
    </div>
  );
}
