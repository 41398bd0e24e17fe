import { Spinner } from '../../../components/forms/form-alert';

type SaveButtonProps = {
  readonly submitting: boolean;
  /** Also disabled, without the spinner, while this holds (files still uploading, nothing chosen). */
  readonly waiting?: boolean;
  /** The label while the form is sent. */
  readonly busy?: string;
  readonly idle: string;
};

/** An officer form's submit button: a spinner and `busy` while sending, `idle` otherwise. */
export function SaveButton({ submitting, waiting = false, busy = 'Saving…', idle }: SaveButtonProps) {
  return (
    <button type="submit" className="btn btn--primary" disabled={submitting || waiting}>
      {submitting ? (
        <>
          <Spinner /> {busy}
        </>
      ) : (
        idle
      )}
    </button>
  );
}
