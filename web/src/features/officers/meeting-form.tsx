import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type MeetingForm as MeetingBody, meetingFormSchema, meetingStatuses } from '../../../../common/meeting-edits';
import type { Meeting } from '../../../../common/meetings';
import { formatMegabytes, uploadKinds } from '../../../../common/uploads';
import { FormAlert } from '../../components/forms/form-alert';
import '../../components/forms/form-grid.css';
import './meeting-form.css';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { fileProblem } from '../../components/uploads/upload-files';
import { UploadProgress } from '../../components/uploads/upload-progress';
import { fieldErrors } from './field-errors';
import { type MeetingField, type MeetingFormText, meetingFields, meetingInput, meetingStatusNames } from './meeting-form-values';
import { failureText } from './failure-text';
import { SaveButton } from './save-button';

export type MeetingFormMode = 'add' | 'edit' | 'status';

interface MeetingFormProps {
  readonly mode: MeetingFormMode;
  readonly initial: MeetingFormText;
  readonly save: (body: MeetingBody) => Promise<Meeting>;
  /** Uploads a PDF of the minutes, reporting the fraction sent; answers the upload's id for the save. */
  readonly uploadMinutes: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  readonly onSaved: (meeting: Meeting) => void;
  readonly onCancel: () => void;
}

const titles: Record<MeetingFormMode, string> = { add: 'Add meeting', edit: 'Edit meeting', status: 'Set status' };
const statusFields: readonly MeetingField[] = ['status'];
const detailFields = meetingFields.filter((field) => field !== 'notes');

/** How the minutes are attached: a typed address, or a PDF uploaded with this save. */
type MinutesSource = 'link' | 'pdf';

// Stands in for the upload's id while the form is checked, so the schema's rule against a link and a
// PDF together runs here too; the real id, known only after the upload, replaces it in what is sent.
const UPLOAD_PENDING = '00000000-0000-4000-8000-000000000000';

const noFile = 'Choose the PDF of the minutes, or attach them as a link.';

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
export function MeetingForm({ mode, initial, save, uploadMinutes, onSaved, onCancel }: MeetingFormProps) {
  const [text, setText] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<MeetingField, string>>>({});
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const [source, setSource] = useState<MinutesSource>('link');
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const prefix = useId();
  const shown = mode === 'status' ? statusFields : meetingFields;
  const submitting = status.state === 'submitting';
  const id = (field: MeetingField) => `${prefix}-${field}`;
  const fileId = `${prefix}-minutes-pdf`;
  const uploading = source === 'pdf' && mode !== 'status';

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
    const input = meetingInput(uploading ? { ...text, notes: '' } : text);
    const checked = meetingFormSchema.safeParse(uploading ? { ...input, minutesUploadId: UPLOAD_PENDING } : input);
    const badFile = uploading ? (file ? fileProblem('pdf', file) : noFile) : null;
    if (!checked.success || badFile) {
      const found = checked.success
        ? {}
        : fieldErrors(checked.error.issues, (path) =>
            (meetingFields as readonly PropertyKey[]).includes(path[0] ?? '') ? (path[0] as MeetingField) : undefined,
          );
      setErrors(found);
      setFileError(badFile ?? undefined);
      if (badFile && !shown.some((field) => found[field])) fileRef.current?.focus();
      // A rule about a field this form does not show (the status of a meeting whose other details are bad) is said in the alert.
      const hidden = meetingFields.filter((field) => !shown.includes(field) && found[field]).map((field) => found[field]);
      setStatus({ state: 'error', message: ['Please correct the highlighted fields; nothing was saved.', ...hidden].join(' ') });
      return;
    }
    setErrors({});
    setFileError(undefined);
    setStatus({ state: 'submitting' });
    let body: MeetingBody = checked.data;
    if (uploading && file) {
      try {
        setProgress(0);
        body = { ...body, minutesUploadId: await uploadMinutes(file, setProgress) };
      } catch (error) {
        setProgress(undefined);
        setStatus({ state: 'error', message: `${failureText('upload the minutes', error)} Nothing was saved.` });
        return;
      }
    }
    try {
      onSaved(await save(body));
    } catch (error) {
      setProgress(undefined);
      setStatus({ state: 'error', message: failureText('save the meeting', error) });
    }
  }

  const minutes = () => (
    <fieldset className="form-grid__wide officers-minutes" key="minutes">
      <legend>Minutes</legend>
      <div className="officers-minutes__choice">
        <label>
          <input type="radio" name={`${prefix}-minutes-source`} checked={source === 'link'} onChange={() => setSource('link')} /> Link
        </label>
        <label>
          <input type="radio" name={`${prefix}-minutes-source`} checked={source === 'pdf'} onChange={() => setSource('pdf')} /> Upload a PDF
        </label>
      </div>
      {source === 'link' ? (
        field('notes')
      ) : (
        <div className="form-field">
          <label htmlFor={fileId}>Minutes PDF</label>
          <input
            ref={fileRef}
            id={fileId}
            name="minutes-pdf"
            type="file"
            accept={uploadKinds.pdf.contentTypes.join(',')}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              setFile(chosen);
              setFileError(chosen ? (fileProblem('pdf', chosen) ?? undefined) : undefined);
            }}
          />
          <span id={`${fileId}-hint`} className="officers-hint">
            A PDF of at most {formatMegabytes(uploadKinds.pdf.maxBytes)}. It replaces the minutes the meeting has now; visitors download it
            from the Minutes &amp; Meetings page.
          </span>
          {fileError ? (
            <span id={`${fileId}-error`} className="field-error">
              {fileError}
            </span>
          ) : null}
          {file && progress !== undefined ? <UploadProgress label={file.name} value={progress} /> : null}
        </div>
      )}
    </fieldset>
  );

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
      <div className={name === 'description' ? 'form-field form-grid__wide' : 'form-field'} key={name}>
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
        <div className="form-grid">{mode === 'status' ? shown.map(field) : [...detailFields.map(field), minutes()]}</div>
        <div className="form-actions">
          <SaveButton
            submitting={submitting}
            busy={progress !== undefined && progress < 1 ? 'Uploading…' : 'Saving…'}
            idle={mode === 'add' ? 'Add Meeting' : 'Save Meeting'}
          />
          <button type="button" className="btn btn--outline" onClick={onCancel} disabled={submitting}>
            Cancel
          </button>
        </div>
        <FormAlert status={status} />
      </div>
    </form>
  );
}
