import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type MeetingForm as MeetingBody, meetingFormSchema, meetingStatuses } from '../../../../common/meeting-edits';
import type { Meeting } from '../../../../common/meetings';
import { FormAlert, Spinner } from '../../components/forms/form-alert';
import '../../components/forms/form-grid.css';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { fieldErrors } from './field-errors';
import { type MeetingField, type MeetingFormText, meetingFields, meetingInput, meetingStatusNames } from './meeting-form-values';
import { failureText } from './officer-api';

export type MeetingFormMode = 'add' | 'edit' | 'status';

interface MeetingFormProps {
  readonly mode: MeetingFormMode;
  readonly initial: MeetingFormText;
  readonly save: (body: MeetingBody) => Promise<Meeting>;
  readonly onSaved: (meeting: Meeting) => void;
  readonly onCancel: () => void;
}

const titles: Record<MeetingFormMode, string> = { add: 'Add meeting', edit: 'Edit meeting', status: 'Set status' };
const statusFields: readonly MeetingField[] = ['status'];

const labels: Record<MeetingField, string> = {
  title: 'Title',
  start: 'Start (club time, Chicago)',
  end: 'End (club time, Chicago)',
  location: 'Location',
  status: 'Status',
  meetingType: 'Meeting type',
  organizer: 'Organizer',
  attendees: 'Attendees',
  description: 'Description',
  notes: 'Minutes link',
};

/** Adding, editing or setting the status of one meeting: checked with the handlers' own schema, then sent. */
export function MeetingForm({ mode, initial, save, onSaved, onCancel }: MeetingFormProps) {
  const [text, setText] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<MeetingField, string>>>({});
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);
  const prefix = useId();
  const shown = mode === 'status' ? statusFields : meetingFields;
  const submitting = status.state === 'submitting';
  const id = (field: MeetingField) => `${prefix}-${field}`;

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);

  useEffect(() => {
    const first = shown.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors, shown]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = meetingFormSchema.safeParse(meetingInput(text));
    if (!checked.success) {
      const found = fieldErrors(checked.error.issues, (path) =>
        (meetingFields as readonly PropertyKey[]).includes(path[0] ?? '') ? (path[0] as MeetingField) : undefined,
      );
      setErrors(found);
      // A rule about a field this form does not show (the status of a meeting whose other details are bad) is said in the alert.
      const hidden = meetingFields.filter((field) => !shown.includes(field) && found[field]).map((field) => found[field]);
      setStatus({ state: 'error', message: ['Please correct the highlighted fields; nothing was saved.', ...hidden].join(' ') });
      return;
    }
    setErrors({});
    setStatus({ state: 'submitting' });
    try {
      onSaved(await save(checked.data));
    } catch (error) {
      setStatus({ state: 'error', message: failureText('save the meeting', error) });
    }
  }

  const field = (name: MeetingField) => {
    const error = errors[name];
    const errorId = `${id(name)}-error`;
    const hintId = `${id(name)}-hint`;
    const describedBy = [error ? errorId : '', name === 'notes' ? hintId : ''].filter(Boolean).join(' ');
    const common = {
      id: id(name),
      name,
      value: text[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      onChange: (event: { target: { value: string } }) => setText((current) => ({ ...current, [name]: event.target.value })),
    } as const;
    return (
      <div className={name === 'description' || name === 'notes' ? 'form-field form-grid__wide' : 'form-field'} key={name}>
        <label htmlFor={id(name)}>{labels[name]}</label>
        {name === 'status' ? (
          <select {...common}>
            {meetingStatuses.map((value) => (
              <option key={value} value={value}>
                {meetingStatusNames[value]}
              </option>
            ))}
          </select>
        ) : name === 'start' || name === 'end' ? (
          <input {...common} type="datetime-local" />
        ) : name === 'attendees' ? (
          <input {...common} type="number" inputMode="numeric" min="0" step="1" />
        ) : name === 'description' ? (
          <textarea {...common} rows={3} />
        ) : (
          <input {...common} type="text" autoComplete="off" />
        )}
        {name === 'notes' ? (
          <span id={hintId} className="officers-hint">
            A path on this site (like /minutes/2026-10-board.pdf) or an https:// link; empty when there are no minutes yet.
          </span>
        ) : null}
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
        <h3>{mode === 'add' ? titles.add : `${titles[mode]}: ${initial.title}`}</h3>
        <div className="form-grid">{shown.map(field)}</div>
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={submitting}>
            {submitting ? (
              <>
                <Spinner /> Saving…
              </>
            ) : mode === 'add' ? (
              'Add Meeting'
            ) : (
              'Save Meeting'
            )}
          </button>
          <button type="button" className="btn btn--outline" onClick={onCancel} disabled={submitting}>
            Cancel
          </button>
        </div>
        <FormAlert status={status} />
      </div>
    </form>
  );
}
