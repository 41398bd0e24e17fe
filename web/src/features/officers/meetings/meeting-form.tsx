import { type FormEvent, useRef, useState } from 'react';
import { type MeetingForm as MeetingBody, meetingFormSchema, meetingStatuses } from '../../../../../common/meetings/meeting-edits';
import type { Meeting } from '../../../../../common/meetings/meetings';
import { formatMegabytes, uploadKinds } from '../../../../../common/uploads';
import { SelectField, TextAreaField, TextField } from '../../../components/forms/field';
import { fileProblem } from '../../../components/uploads/upload-files';
import { UploadProgress } from '../../../components/uploads/upload-progress';
import { ConsoleForm, useConsoleForm } from '../console/console-form';
import { failureText } from '../../../lib/failure-text';
import './meeting-form.css';
import { type MeetingField, type MeetingFormText, meetingFields, meetingInput, meetingStatusNames } from './meeting-form-values';

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
  const form = useConsoleForm<MeetingFormText, Meeting>({ initial, fields: meetingFields, action: 'save the meeting', onSaved });
  const { text, bind, idOf, prefix, errors, submitting, refuse, send } = form;
  const [source, setSource] = useState<MinutesSource>('link');
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const fileRef = useRef<HTMLInputElement>(null);
  const shown = mode === 'status' ? statusFields : meetingFields;
  const uploading = source === 'pdf' && mode !== 'status';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const input = meetingInput(uploading ? { ...text, notes: '' } : text);
    const checked = meetingFormSchema.safeParse(uploading ? { ...input, minutesUploadId: UPLOAD_PENDING } : input);
    const badFile = uploading ? (file ? fileProblem('pdf', file) : noFile) : null;
    setFileError(badFile ?? undefined);
    if (!checked.success || badFile) {
      const found = refuse(checked.success ? [] : checked.error.issues, { shown });
      if (badFile && !shown.some((field) => found[field])) fileRef.current?.focus();
      return;
    }
    let body: MeetingBody = checked.data;
    let uploaded = !uploading;
    const saved = await send(
      async () => {
        if (uploading && file) {
          setProgress(0);
          body = { ...body, minutesUploadId: await uploadMinutes(file, setProgress) };
          uploaded = true;
        }
        return save(body);
      },
      (error) => (uploaded ? failureText('save the meeting', error) : `${failureText('upload the minutes', error)} Nothing was saved.`),
    );
    if (!saved) setProgress(undefined);
  }

  const field = (name: MeetingField) => {
    const common = { ...bind(name), label: labels[name], error: errors[name] };
    if (name === 'status') {
      return (
        <SelectField key={name} {...common}>
          {meetingStatuses.map((value) => (
            <option key={value} value={value}>
              {meetingStatusNames[value]}
            </option>
          ))}
        </SelectField>
      );
    }
    if (name === 'start' || name === 'end') return <TextField key={name} {...common} type="datetime-local" />;
    if (name === 'attendees') return <TextField key={name} {...common} type="number" inputMode="numeric" min="0" step="1" />;
    if (name === 'description') return <TextAreaField key={name} {...common} className="form-field form-grid__wide" rows={3} />;
    return <TextField key={name} {...common} autoComplete="off" />;
  };

  const fileId = idOf('minutes-pdf');
  const minutes = (
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
        <TextField
          {...bind('notes')}
          label={labels.notes}
          error={errors.notes}
          hint="A path on this site (like /minutes/2026-10-board.pdf) or an https:// link; empty when there are no minutes yet."
          autoComplete="off"
        />
      ) : (
        <TextField
          ref={fileRef}
          id={fileId}
          label="Minutes PDF"
          hint={
            <>
              A PDF of at most {formatMegabytes(uploadKinds.pdf.maxBytes)}. It replaces the minutes the meeting has now; visitors download
              it from the Minutes &amp; Meetings page.
            </>
          }
          error={fileError}
          after={file && progress !== undefined ? <UploadProgress label={file.name} value={progress} /> : null}
          name="minutes-pdf"
          type="file"
          accept={uploadKinds.pdf.contentTypes.join(',')}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            setFile(chosen);
            setFileError(chosen ? (fileProblem('pdf', chosen) ?? undefined) : undefined);
          }}
        />
      )}
    </fieldset>
  );

  return (
    <ConsoleForm
      form={form}
      label={titles[mode]}
      heading={mode === 'add' ? titles.add : `${titles[mode]}: ${initial.title}`}
      onSubmit={submit}
      save={mode === 'add' ? 'Add Meeting' : 'Save Meeting'}
      busy={progress !== undefined && progress < 1 ? 'Uploading…' : 'Saving…'}
      onCancel={onCancel}
    >
      <div className="form-grid">{mode === 'status' ? shown.map(field) : [...detailFields.map(field), minutes]}</div>
    </ConsoleForm>
  );
}
