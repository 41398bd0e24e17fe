// Up and Down on a record of an ordered console list (the club's officers, a tier of sponsors): the
// console sends the whole new order, and the buttons say where the record would go.

import type { Identified } from './record-console';

/** The list with `record` moved `by` places (within the list's ends). */
export function moved<R extends Identified>(list: readonly R[], record: R, by: -1 | 1): R[] {
  const from = list.findIndex((entry) => entry.id === record.id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [taken] = next.splice(from, 1);
  if (taken) next.splice(to, 0, taken);
  return next;
}

interface MoveButtonsProps<R extends Identified> {
  /** The records the move is among (a sponsor moves within its tier). */
  readonly list: readonly R[];
  readonly record: R;
  readonly title: string;
  readonly busy: boolean;
  readonly onMove: (by: -1 | 1) => void;
}

export function MoveButtons<R extends Identified>({ list, record, title, busy, onMove }: MoveButtonsProps<R>) {
  const index = list.findIndex((entry) => entry.id === record.id);
  return (
    <>
      <button
        type="button"
        className="btn btn--outline btn--small"
        onClick={() => onMove(-1)}
        disabled={busy || index <= 0}
        aria-label={`Move ${title} up`}
      >
        Up
      </button>
      <button
        type="button"
        className="btn btn--outline btn--small"
        onClick={() => onMove(1)}
        disabled={busy || index < 0 || index >= list.length - 1}
        aria-label={`Move ${title} down`}
      >
        Down
      </button>
    </>
  );
}
