// Adding or editing one player: name, up to three positions, shirt number, status, bio, whether the
// player is under 18 and a guardian's consent, and a photo uploaded with a preview. Checked with the
// handlers' own schema, then sent; the server refuses a shirt number another active player wears.

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { playerStatuses, SQUAD_LIMITS, squadPositionLabels, squadPositions } from '../../../../../common/squad';
import { type OfficerPlayer, type PlayerForm as PlayerBody, playerFormSchema } from '../../../../../common/squad-api';
import { formatMegabytes, uploadKinds } from '../../../../../common/uploads';
import { SelectField, TextAreaField, TextField } from '../../../components/forms/field';
import { fileProblem } from '../../../components/uploads/upload-files';
import { UploadProgress } from '../../../components/uploads/upload-progress';
import { ConsoleForm, useConsoleForm } from '../console-form';
import { failureText } from '../failure-text';
import { type PlayerFormText, playerFields, playerInput } from './player-form-values';

interface PlayerFormProps {
  readonly mode: 'add' | 'edit';
  readonly initial: PlayerFormText;
  /** The player's photo now (editing). */
  readonly photoUrl?: string;
  readonly save: (body: PlayerBody) => Promise<OfficerPlayer>;
  readonly uploadPhoto: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  readonly onSaved: (player: OfficerPlayer) => void;
  readonly onCancel: () => void;
}

const statusNames = { active: 'Active', retired: 'Retired' } as const;
const positionSlots = ['position1', 'position2', 'position3'] as const;

export function PlayerForm({ mode, initial, photoUrl, save, uploadPhoto, onSaved, onCancel }: PlayerFormProps) {
  const form = useConsoleForm<PlayerFormText, OfficerPlayer>({ initial, fields: playerFields, action: 'save the player', onSaved });
  const { text, bind, idOf, errors, submitting, refuse, send, update } = form;
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const [removePhoto, setRemovePhoto] = useState(false);
  const [preview, setPreview] = useState<string>();
  const fileRef = useRef<HTMLInputElement>(null);

  // The chosen file's preview is the browser's own copy of it, released when another is chosen.
  useEffect(() => {
    if (!file) return setPreview(undefined);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = playerFormSchema.safeParse({ ...playerInput(text), removePhoto });
    const badFile = file ? fileProblem('image', file) : null;
    setFileError(badFile ?? undefined);
    if (!checked.success || badFile) {
      const found = refuse(checked.success ? [] : checked.error.issues);
      if (badFile && !Object.values(found).some(Boolean)) fileRef.current?.focus();
      return;
    }
    let body: PlayerBody = checked.data;
    let uploaded = !file;
    const saved = await send(
      async () => {
        if (file) {
          setProgress(0);
          body = { ...body, photoUploadId: await uploadPhoto(file, setProgress) };
          uploaded = true;
        }
        return save(body);
      },
      (error) => (uploaded ? failureText('save the player', error) : `${failureText('upload the photo', error)} Nothing was saved.`),
    );
    if (!saved) setProgress(undefined);
  }

  const shownPhoto = preview ?? (removePhoto ? undefined : photoUrl);
  const checkbox = (name: 'under18' | 'guardianConsent', label: string, disabled = false) => (
    <div className="form-field form-grid__wide officers-check">
      <label>
        <input
          type="checkbox"
          name={name}
          checked={text[name]}
          disabled={disabled}
          onChange={(event) => update(name, event.target.checked)}
          aria-invalid={errors[name] ? true : undefined}
        />{' '}
        {label}
      </label>
      {errors[name] ? <span className="field-error">{errors[name]}</span> : null}
    </div>
  );

  return (
    <ConsoleForm
      form={form}
      label={mode === 'add' ? 'Add player' : 'Edit player'}
      heading={mode === 'add' ? 'Add player' : `Edit player: ${initial.name}`}
      onSubmit={submit}
      save={mode === 'add' ? 'Add Player' : 'Save Player'}
      busy={progress !== undefined && progress < 1 ? 'Uploading…' : 'Saving…'}
      onCancel={onCancel}
    >
      <div className="form-grid">
        <TextField {...bind('name')} label="Name" error={errors.name} autoComplete="off" maxLength={SQUAD_LIMITS.name} />
        <fieldset className="form-grid__wide squad-positions">
          <legend>Positions (the first is the main one)</legend>
          {positionSlots.map((slot, index) => (
            <SelectField
              key={slot}
              {...bind(slot)}
              label={index === 0 ? 'Main position' : `Other position ${index}`}
              error={index === 0 ? errors.positions : undefined}
              // The first choice takes the focus when the positions are refused.
              {...(index === 0 ? { 'data-field': 'positions' } : {})}
            >
              <option value="">{index === 0 ? 'Choose a position' : 'None'}</option>
              {squadPositions.map((position) => (
                <option key={position} value={position}>
                  {squadPositionLabels[position]}
                </option>
              ))}
            </SelectField>
          ))}
        </fieldset>
        <TextField
          {...bind('shirtNumber')}
          label="Shirt number"
          error={errors.shirtNumber}
          hint="Empty for a player without one. Two active players never wear the same number."
          type="number"
          inputMode="numeric"
          min="1"
          max={SQUAD_LIMITS.shirtNumber}
          step="1"
        />
        <SelectField {...bind('status')} label="Status" error={errors.status}>
          {playerStatuses.map((status) => (
            <option key={status} value={status}>
              {statusNames[status]}
            </option>
          ))}
        </SelectField>
        <TextAreaField {...bind('bio')} label="Bio" error={errors.bio} className="form-field form-grid__wide" rows={3} />
        {checkbox('under18', 'Under 18: the photo and bio stay hidden from visitors until a guardian consents')}
        {checkbox('guardianConsent', 'A guardian has consented to showing the photo and bio', !text.under18)}
        <div className="form-grid__wide squad-photo">
          {shownPhoto ? (
            <img
              className="squad-photo__preview"
              src={shownPhoto}
              alt={`Preview of ${text.name || 'the player'}`}
              width={160}
              height={160}
            />
          ) : null}
          <TextField
            ref={fileRef}
            id={idOf('photo')}
            label="Photo"
            hint={<>A JPEG, PNG or WebP image of at most {formatMegabytes(uploadKinds.image.maxBytes)}, ideally square.</>}
            error={fileError}
            after={file && progress !== undefined ? <UploadProgress label={file.name} value={progress} /> : null}
            name="photo"
            type="file"
            accept={uploadKinds.image.contentTypes.join(',')}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              setFile(chosen);
              setFileError(chosen ? (fileProblem('image', chosen) ?? undefined) : undefined);
            }}
          />
          {photoUrl && !file ? (
            <label>
              <input type="checkbox" checked={removePhoto} onChange={(event) => setRemovePhoto(event.target.checked)} /> Remove the photo
            </label>
          ) : null}
        </div>
      </div>
    </ConsoleForm>
  );
}
