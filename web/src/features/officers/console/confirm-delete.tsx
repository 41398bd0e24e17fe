import { type ReactNode, useEffect, useRef } from 'react';

type ConfirmDeleteProps = {
  /** The entry's name, read out as "Confirm deleting …". */
  readonly label: string;
  readonly busy: boolean;
  readonly onYes: () => void;
  readonly onNo: () => void;
  /** What deleting does, said before the buttons. */
  readonly children: ReactNode;
};

/** An inline "are you sure" under a list entry: it takes focus from the Delete button that opened it. */
export function ConfirmDelete({ label, busy, onYes, onNo, children }: ConfirmDeleteProps) {
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    yes.current?.focus();
  }, []);
  return (
    <div className="officers-confirm" role="group" aria-label={`Confirm deleting ${label}`}>
      <p>{children}</p>
      <div className="form-actions">
        <button ref={yes} type="button" className="btn btn--primary btn--small" disabled={busy} onClick={onYes}>
          {busy ? 'Deleting…' : 'Yes, Delete'}
        </button>
        <button type="button" className="btn btn--outline btn--small" disabled={busy} onClick={onNo}>
          Keep It
        </button>
      </div>
    </div>
  );
}
