import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { gameStatuses, type Game } from '../../../../common/fixtures';
import { type GameForm as GameBody, gameFormSchema } from '../../../../common/game-edits';
import { FormAlert } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { fieldErrors } from './field-errors';
import { type GameField, type GameFormText, gameFields, gameInput, statusNames } from './game-form-values';
import { failureText } from './failure-text';
import { SaveButton } from './save-button';

export type GameFormMode = 'add' | 'edit' | 'score';

interface GameFormProps {
  readonly mode: GameFormMode;
  readonly initial: GameFormText;
  readonly save: (body: GameBody) => Promise<Game>;
  readonly onSaved: (game: Game) => void;
  readonly onCancel: () => void;
}

const titles: Record<GameFormMode, string> = { add: 'Add game', edit: 'Edit game', score: 'Record score' };
const scoreFields: readonly GameField[] = ['status', 'homeScore', 'awayScore'];

const labels: Record<GameField, string> = {
  start: 'Kick-off (club time, Chicago)',
  homeTeam: 'Home team',
  awayTeam: 'Away team',
  venue: 'Venue',
  status: 'Status',
  gameType: 'Game type',
  homeScore: 'Home score',
  awayScore: 'Away score',
};

/** Adding, editing or scoring one game: checked with the handlers' own schema, then sent. */
export function GameForm({ mode, initial, save, onSaved, onCancel }: GameFormProps) {
  const [text, setText] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<GameField, string>>>({});
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);
  const prefix = useId();
  const shown = mode === 'score' ? scoreFields : gameFields;
  const submitting = status.state === 'submitting';
  const id = (field: GameField) => `${prefix}-${field}`;

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);

  useEffect(() => {
    const first = shown.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors, shown]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = gameFormSchema.safeParse(gameInput(text));
    if (!checked.success) {
      const found = fieldErrors(checked.error.issues, (path) =>
        (gameFields as readonly PropertyKey[]).includes(path[0] ?? '') ? (path[0] as GameField) : undefined,
      );
      setErrors(found);
      // A rule about a field this form does not show (scoring a game whose other details are bad) is said in the alert.
      const hidden = gameFields.filter((field) => !shown.includes(field) && found[field]).map((field) => found[field]);
      setStatus({ state: 'error', message: ['Please correct the highlighted fields; nothing was saved.', ...hidden].join(' ') });
      return;
    }
    setErrors({});
    setStatus({ state: 'submitting' });
    try {
      onSaved(await save(checked.data));
    } catch (error) {
      setStatus({ state: 'error', message: failureText('save the game', error) });
    }
  }

  const field = (name: GameField) => {
    const error = errors[name];
    const errorId = `${id(name)}-error`;
    const common = {
      id: id(name),
      name,
      value: text[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      onChange: (event: { target: { value: string } }) => setText((current) => ({ ...current, [name]: event.target.value })),
    } as const;
    const label =
      mode === 'score' && name === 'homeScore'
        ? `${text.homeTeam} score`
        : mode === 'score' && name === 'awayScore'
          ? `${text.awayTeam} score`
          : labels[name];
    return (
      <div className="form-field" key={name}>
        <label htmlFor={id(name)}>{label}</label>
        {name === 'status' ? (
          <select {...common}>
            {gameStatuses.map((value) => (
              <option key={value} value={value}>
                {statusNames[value]}
              </option>
            ))}
          </select>
        ) : name === 'start' ? (
          <input {...common} type="datetime-local" />
        ) : name === 'homeScore' || name === 'awayScore' ? (
          <input {...common} type="number" inputMode="numeric" min="0" step="1" />
        ) : (
          <input {...common} type="text" autoComplete="off" />
        )}
        {error ? (
          <span id={errorId} className="field-error">
            {error}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <form ref={formRef} className="officers-form card" noValidate onSubmit={submit} aria-label={titles[mode]}>
      <div className="card__body">
        <h3>{mode === 'add' ? titles.add : `${titles[mode]}: ${initial.homeTeam} vs ${initial.awayTeam}`}</h3>
        {mode === 'score' ? <p className="officers-note">Leave both scores empty until points are on the board.</p> : null}
        <div className="form-grid">{shown.map(field)}</div>
        <div className="form-actions">
          <SaveButton submitting={submitting} idle={mode === 'add' ? 'Add Game' : 'Save Game'} />
          <button type="button" className="btn btn--outline" onClick={onCancel} disabled={submitting}>
            Cancel
          </button>
        </div>
        <FormAlert status={status} />
      </div>
    </form>
  );
}
