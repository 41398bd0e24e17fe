// One shape for every console that keeps a list of records (games, meetings, posts, images, stores,
// products): a bar with its heading and Add button, a note, the alert, the add form, then each
// record as a card with its facts, its buttons (Edit and the console's other modes, the console's
// own actions, Delete), the delete confirmation and the open form. The console's page owns the list
// (how it loads, its order); this component owns what is open, what is being deleted and the alert.

import { Fragment, type ReactNode, useRef, useState } from 'react';
import { FormAlert } from '../../../components/forms/form-alert';
import type { FormStatus } from '../../../components/forms/use-form-submission';
import { ConfirmDelete } from './confirm-delete';
import { failureText } from '../../../lib/failure-text';
import './record-console.css';

export interface Identified {
  readonly id: string;
}

/** What is open: the add form, or one record's form in one of the console's modes. */
export type Editing<R, Mode extends string> = { readonly mode: 'add' } | { readonly mode: Mode; readonly record: R };

/** What a console's form is told: its answer on a save, and Cancel. */
export interface FormDone<R> {
  readonly onSaved: (record: R) => void;
  readonly onCancel: () => void;
}

/** A button that opens a record's form in a mode: Edit, Record Score, Set Status. */
export interface ModeButton<Mode extends string> {
  readonly mode: Mode;
  readonly label: string;
  /** Its accessible name, of the record's title; by default "{label} {title}". */
  readonly name?: (title: string) => string;
}

/** What a console's own buttons may do to a record. */
export interface RecordActions<R> {
  /** Runs `run` for the record (its buttons wait meanwhile) and keeps its answer as a save; a failure is "Could not {action}: …". */
  readonly act: (record: R, run: () => Promise<R>, action: string) => Promise<void>;
  readonly busy: (record: R) => boolean;
  /** Clears the alert (news of the list that another form has just changed). */
  readonly clear: () => void;
}

export interface RecordConsoleProps<R extends Identified, Mode extends string> {
  /** Classes beside `record-console`: the console's own rules, and a name the tests find it by. */
  readonly className: string;
  /** The list's heading; without one, the note stands in the bar beside the Add button. */
  readonly heading?: string;
  /** The Add button's words; none, no Add button. */
  readonly add?: string;
  readonly note?: ReactNode;
  /** Above the bar (the gallery's upload form). */
  readonly top?: (run: RecordActions<R>) => ReactNode;
  readonly records: readonly R[];
  /** Said when there are no records (null while more may still load). */
  readonly empty: ReactNode;
  readonly listLabel?: string;
  readonly listClassName?: string;
  readonly itemClassName?: (record: R) => string;
  readonly title: (record: R) => string;
  readonly facts: (record: R) => ReactNode;
  /** Before the title (a picture). */
  readonly media?: (record: R) => ReactNode;
  /** Between the title and the facts. */
  readonly summary?: (record: R) => ReactNode;
  /** The mode buttons, of every record or of each (a sent newsletter has no Edit). */
  readonly modes: readonly ModeButton<Mode>[] | ((record: R) => readonly ModeButton<Mode>[]);
  /** Buttons before the mode buttons. */
  readonly leading?: (record: R, title: string) => ReactNode;
  /** Buttons between the mode buttons and Delete. */
  readonly actions?: (record: R, title: string, run: RecordActions<R>) => ReactNode;
  /** The add form, or a record's form in a mode. */
  readonly form: (editing: Editing<R, Mode>, done: FormDone<R>) => ReactNode;
  /** Keeps a saved record in the page's list. */
  readonly onSaved: (record: R, added: boolean) => void;
  /** The alert after a save. */
  readonly savedMessage: (record: R, verb: 'added' | 'saved') => string;
  /** Delete and its confirmation; none, no Delete button (players retire instead). */
  readonly remove?: {
    readonly run: (record: R) => Promise<void>;
    /** Takes the record out of the page's list (and its count). */
    readonly done: (record: R) => void;
    readonly message: (record: R) => string;
    /** As in "Could not delete the game: …". */
    readonly action: string;
    /** What deleting does, asked before it is done. */
    readonly question: (record: R, title: string) => ReactNode;
    /** Which records may be deleted (a newsletter being sent or sent stays); every one without it. */
    readonly allowed?: (record: R) => boolean;
  };
  /** Under the list (Show More, a later page's loading). */
  readonly bottom?: ReactNode;
}

const SMALL_BUTTON = 'btn btn--outline btn--small';

export function RecordConsole<R extends Identified, Mode extends string>(props: RecordConsoleProps<R, Mode>) {
  const { heading, add, note, records, title, remove } = props;
  const [editing, setEditing] = useState<Editing<R, Mode>>();
  const [confirming, setConfirming] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const [acting, setActing] = useState<string>();
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const addButton = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const open = (next: Editing<R, Mode> | undefined) => {
    setEditing(next);
    setConfirming(undefined);
    setStatus({ state: 'idle' });
  };

  const saved = (record: R, added: boolean) => {
    props.onSaved(record, added);
    setEditing(undefined);
    setStatus({ state: 'success', message: props.savedMessage(record, added ? 'added' : 'saved') });
  };

  const done = (added: boolean): FormDone<R> => ({ onSaved: (record) => saved(record, added), onCancel: () => open(undefined) });

  const run: RecordActions<R> = {
    async act(record, work, action) {
      setActing(record.id);
      try {
        saved(await work(), false);
      } catch (error) {
        setStatus({ state: 'error', message: failureText(action, error) });
      } finally {
        setActing(undefined);
      }
    },
    busy: (record) => acting === record.id,
    clear: () => setStatus({ state: 'idle' }),
  };

  async function confirmDelete(record: R) {
    setDeleting(true);
    if (!remove) return;
    try {
      await remove.run(record);
      setConfirming(undefined);
      remove.done(record);
      setStatus({ state: 'success', message: remove.message(record) });
      // The Yes button went with the record: focus goes back to the list's top.
      (addButton.current ?? headingRef.current)?.focus();
    } catch (error) {
      setStatus({ state: 'error', message: failureText(remove?.action ?? 'delete', error) });
    } finally {
      setDeleting(false);
    }
  }

  const addButtonElement = add ? (
    <button
      ref={addButton}
      type="button"
      className="btn btn--primary"
      onClick={() => open({ mode: 'add' })}
      disabled={editing?.mode === 'add'}
    >
      {add}
    </button>
  ) : null;

  return (
    <div className={`record-console ${props.className}`}>
      {props.top?.(run)}
      <div className="record-console__bar">
        {heading ? (
          <h2 ref={headingRef} tabIndex={add ? undefined : -1}>
            {heading}
          </h2>
        ) : (
          <p className="officers-note">{note}</p>
        )}
        {addButtonElement}
      </div>
      {heading && note ? <p className="officers-note">{note}</p> : null}
      <FormAlert status={status} />
      {editing?.mode === 'add' ? props.form(editing, done(true)) : null}
      {records.length === 0 && props.empty ? <p>{props.empty}</p> : null}
      <ul className={props.listClassName ?? 'record-console__list'} aria-label={props.listLabel}>
        {records.map((record) => {
          const name = title(record);
          const openHere = editing && 'record' in editing && editing.record.id === record.id ? editing : undefined;
          return (
            <li key={record.id} className={props.itemClassName?.(record) ?? 'record-console__item card'}>
              <div className="card__body">
                {props.media?.(record)}
                <h3 className="record-console__title">{name}</h3>
                {props.summary?.(record)}
                <p className="record-console__facts">{props.facts(record)}</p>
                <div className="form-actions">
                  {props.leading?.(record, name)}
                  {(typeof props.modes === 'function' ? props.modes(record) : props.modes).map((button) => (
                    <button
                      key={button.mode}
                      type="button"
                      className={SMALL_BUTTON}
                      onClick={() => open({ mode: button.mode, record })}
                      aria-label={button.name ? button.name(name) : `${button.label} ${name}`}
                    >
                      {button.label}
                    </button>
                  ))}
                  {props.actions?.(record, name, run)}
                  {remove && (remove.allowed?.(record) ?? true) ? (
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      onClick={() => {
                        setEditing(undefined);
                        setConfirming(record.id);
                      }}
                      aria-label={`Delete ${name}`}
                    >
                      Delete
                    </button>
                  ) : null}
                </div>
                {remove && confirming === record.id ? (
                  <ConfirmDelete
                    label={name}
                    busy={deleting}
                    onYes={() => void confirmDelete(record)}
                    onNo={() => setConfirming(undefined)}
                  >
                    {remove.question(record, name)}
                  </ConfirmDelete>
                ) : null}
                {openHere ? <Fragment key={`${openHere.mode}-${record.id}`}>{props.form(openHere, done(false))}</Fragment> : null}
              </div>
            </li>
          );
        })}
      </ul>
      {props.bottom}
    </div>
  );
}

/** The list with `record` in it, once, at the front (the page then puts it in its order). */
export function withRecord<R extends Identified>(list: readonly R[], record: R): R[] {
  return [record, ...list.filter((other) => other.id !== record.id)];
}

/** The list without `record`. */
export function withoutRecord<R extends Identified>(list: readonly R[], record: R): R[] {
  return list.filter((other) => other.id !== record.id);
}
