// Adding or editing one player: name, up to three positions, shirt number, status, bio, the member
// account linked to them, the teams they play in, where mail about matches goes, whether the player
// is under 18 with a guardian's consent, name and address, and a photo uploaded with a preview
// (picture-field.tsx). Checked with the handlers' own schema, then sent; the server refuses a shirt
// number another active player wears and a team the club does not have.

import { playerStatuses, SQUAD_LIMITS, squadPositionLabels, squadPositions } from '../../../../../common/squad/squad';
import type { OfficerPlayer, PlayerPhoto } from '../../../../../common/squad/squad-api';
import { type PlayerForm as PlayerBody, playerFormSchema } from '../../../../../common/squad/squad-api-schemas';
import { SelectField, TextAreaField, TextField } from '../../../components/forms/field';
import { useTeams } from '../../../lib/api/teams-api';
import { ConsoleForm, useConsoleForm } from '../console/console-form';
import { PictureField, usePictureChoice } from '../../../components/uploads/picture-field';
import { type PlayerFormText, playerFields, playerInput } from './player-form-values';

interface PlayerFormProps {
  readonly mode: 'add' | 'edit';
  readonly initial: PlayerFormText;
  /** The player's photo now (editing). */
  readonly photo?: PlayerPhoto | null;
  readonly save: (body: PlayerBody) => Promise<OfficerPlayer>;
  readonly uploadPhoto: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  readonly onSaved: (player: OfficerPlayer) => void;
  readonly onCancel: () => void;
}

const statusNames = { active: 'Active', retired: 'Retired' } as const;
const positionSlots = ['position1', 'position2', 'position3'] as const;

export function PlayerForm({ mode, initial, photo = null, save, uploadPhoto, onSaved, onCancel }: PlayerFormProps) {
  const form = useConsoleForm<PlayerFormText, OfficerPlayer>({ initial, fields: playerFields, action: 'save the player', onSaved });
  const { text, bind, idOf, errors, submitWithPicture, update } = form;
  const picture = usePictureChoice(uploadPhoto);
  const teams = useTeams();
  const toggleTeam = (id: string) =>
    update('teams', text.teams.includes(id) ? text.teams.filter((team) => team !== id) : [...text.teams, id]);

  const submit = submitWithPicture(
    picture,
    () => playerFormSchema.safeParse({ ...playerInput(text), removePhoto: picture.removing }),
    (body, photoUploadId) => save(photoUploadId ? { ...body, photoUploadId } : body),
    { record: 'the player', picture: 'the photo' },
  );

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
      busy={picture.uploading ? 'Uploading…' : 'Saving…'}
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
        <fieldset className="form-grid__wide officers-check squad-teams" data-field="teams">
          <legend>Teams</legend>
          {teams.map((team) => (
            <label key={team.id}>
              <input type="checkbox" name="teams" checked={text.teams.includes(team.id)} onChange={() => toggleTeam(team.id)} /> {team.name}
            </label>
          ))}
          {errors.teams ? <span className="field-error">{errors.teams}</span> : null}
          <p className="form-hint">
            The player is asked about each ticked team's fixtures and listed under it on /team; with none ticked, under no team.
          </p>
        </fieldset>
        <TextAreaField {...bind('bio')} label="Bio" error={errors.bio} className="form-field form-grid__wide" rows={3} />
        <TextField
          {...bind('accountEmail')}
          label="Member account email"
          error={errors.accountEmail}
          hint="The address the player signs in with, so they can propose changes to their own profile. Empty for none."
          type="email"
          autoComplete="off"
          className="form-field form-grid__wide"
        />
        <TextField
          {...bind('contactEmail')}
          label="Email for mail about matches"
          error={errors.contactEmail}
          hint="Where availability requests and selections go when not the member account's address. Officers only; empty for the account's."
          type="email"
          autoComplete="off"
          className="form-field form-grid__wide"
        />
        {checkbox('under18', 'Under 18: the photo and bio stay hidden from visitors until a guardian consents')}
        {checkbox('guardianConsent', 'A guardian has consented to showing the photo and bio', !text.under18)}
        {text.under18 ? (
          <>
            <TextField
              {...bind('guardianName')}
              label="Guardian's name"
              error={errors.guardianName}
              autoComplete="off"
              maxLength={SQUAD_LIMITS.name}
            />
            <TextField
              {...bind('guardianEmail')}
              label="Guardian's email"
              error={errors.guardianEmail}
              hint="Gets the player's mail about matches instead of the player. Officers only, never shown on the site."
              type="email"
              autoComplete="off"
            />
          </>
        ) : null}
        <PictureField
          id={idOf('photo')}
          label="Photo"
          alt={`Portrait of ${text.name || 'the player'}`}
          current={photo}
          choice={picture.choice}
          inputRef={picture.inputRef}
          onChoose={picture.choose}
          onRemove={picture.setRemove}
        />
      </div>
    </ConsoleForm>
  );
}
