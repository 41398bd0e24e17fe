import { type ReactNode, useEffect, useRef } from 'react';

type ConfirmDeleteProps = {
  /** The entry's name, read out as "Confirm deleting …". */
  readonly label: string;
  /** The entry's id, making the Yes button `confirm-delete-<id>`; left out where two lists could share an id. */
  readonly itemId?: string;
  readonly busy: boolean;
  readonly onYes: () => void;
  readonly onNo: () => void;
  /** What deleting does, said before the buttons. */
  readonly children: ReactNode;
};

/** An inline "are you sure" under a list entry: it takes focus from the Delete button that opened it. */
export function ConfirmDelete({ label, itemId, busy, onYes, onNo, children }: ConfirmDeleteProps) {
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    yes.current?.focus();
  }, []);
  return (
    <div className="officers-confirm" role="group" aria-label={`Confirm deleting ${label}`}>
      <p>{children}</p>
      <div className="form-actions">
        <button
          ref={yes}
          id={itemId === undefined ? undefined : `confirm-delete-${itemId}`}
          type="button"
          className="btn btn--primary btn--small"
          disabled={busy}
          onClick={onYes}
        >
          {busy ? 'Deleting…' : 'Yes, Delete'}
        </button>
        <button type="button" className="btn btn--outline btn--small" disabled={busy} onClick={onNo}>
          Keep It
        </button>
      </div>
    </div>
  );
}
