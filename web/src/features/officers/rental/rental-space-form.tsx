import type { FormEvent } from 'react';
import { type RentalModel, type RentalSpace, RENTAL_MODEL_LIMITS, spaceKinds } from '../../../../../common/rental/rental-model';
import { SelectField, TextAreaField, TextField } from '../../../components/forms/field';
import { ConsoleForm, useConsoleForm } from '../console/console-form';
import { checkModel, fieldOfIssue, type ModelContent, otherIssues } from './rental-model-check';
import { idFromName, newSpaceText, type SpaceText, spaceFromText, spaceText } from './rental-model-values';

const fields = [
  'name',
  'kind',
  'description',
  'capacity',
  'hourly',
  'daily',
  'minHours',
  'maxHours',
  'setupMinutes',
  'cleanupMinutes',
  'advanceDays',
  'damageDeposit',
  'overlaps',
  'closedOnMatchDays',
  'insuranceRequired',
] as const;

const kindLabels: Readonly<Record<RentalSpace['kind'], string>> = {
  indoor: 'Indoors (hall, clubhouse, a room)',
  field: 'A field (closed on home-match days)',
  site: 'The whole site (shares ground with every space)',
};

interface RentalSpaceFormProps {
  readonly model: RentalModel;
  /** Absent: a new space. */
  readonly space?: RentalSpace;
  readonly save: (next: ModelContent) => Promise<RentalModel>;
  readonly onSaved: (space: RentalSpace) => void;
  readonly onCancel: () => void;
}

/** Adding or changing a space of the rental model: the whole model is checked with the server's schema, then saved. */
export function RentalSpaceForm({ model, space, save, onSaved, onCancel }: RentalSpaceFormProps) {
  const index = space ? model.spaces.findIndex((other) => other.id === space.id) : model.spaces.length;
  const fieldOf = fieldOfIssue(['spaces', index], fields);
  const form = useConsoleForm<SpaceText, RentalSpace>({
    initial: space ? spaceText(space) : newSpaceText,
    fields,
    fieldOf,
    action: 'save the space',
    onSaved,
  });
  const { text, bind, idOf, update, errors, submitting, refuse, send } = form;
  const others = model.spaces.filter((other) => other.id !== space?.id);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const id =
      space?.id ??
      idFromName(
        text.name,
        model.spaces.map((other) => other.id),
      );
    const record = spaceFromText(text, id, space?.retired ?? false);
    const spaces = space ? model.spaces.map((other) => (other.id === id ? record : other)) : [...model.spaces, record];
    const checked = checkModel(model, { ...model, spaces });
    if (!checked.success) {
      refuse(checked.error.issues, {
        message: ['Please correct the highlighted fields; nothing was saved.', ...otherIssues(checked.error.issues, fieldOf)].join(' '),
      });
      return;
    }
    await send(async () => {
      const saved = await save(checked.data);
      return saved.spaces.find((other) => other.id === id) ?? record;
    });
  }

  const toggleOverlap = (id: string, on: boolean) =>
    update('overlaps', on ? [...text.overlaps.filter((other) => other !== id), id] : text.overlaps.filter((other) => other !== id));

  return (
    <ConsoleForm
      form={form}
      label={space ? 'Edit space' : 'Add space'}
      heading={space ? `Edit space: ${space.name}` : 'Add space'}
      onSubmit={submit}
      save={space ? 'Save Space' : 'Add Space'}
      onCancel={onCancel}
    >
      <div className="form-grid">
        <TextField {...bind('name')} label="Name" error={errors.name} autoComplete="off" maxLength={RENTAL_MODEL_LIMITS.name} />
        <SelectField {...bind('kind')} label="Kind" error={errors.kind}>
          {spaceKinds.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabels[kind]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          {...bind('description')}
          label="Description"
          hint="One or two sentences the rental request form shows."
          error={errors.description}
          className="form-field form-grid__wide"
          rows={2}
          maxLength={RENTAL_MODEL_LIMITS.description}
        />
        <TextField {...bind('capacity')} label="Capacity (people)" error={errors.capacity} inputMode="numeric" />
        <TextField
          {...bind('hourly')}
          label="Hourly rate ($)"
          hint="Charged per hour, rounded up, under 24 hours."
          error={errors.hourly}
          inputMode="decimal"
        />
        <TextField
          {...bind('daily')}
          label="Daily rate ($)"
          hint="Charged per day, rounded up, from 24 hours."
          error={errors.daily}
          inputMode="decimal"
        />
        <TextField
          {...bind('damageDeposit')}
          label="Damage deposit ($)"
          hint="Refundable, held once a booking."
          error={errors.damageDeposit}
          inputMode="decimal"
        />
        <TextField {...bind('minHours')} label="Shortest booking (hours)" error={errors.minHours} inputMode="decimal" />
        <TextField
          {...bind('maxHours')}
          label="Longest booking (hours)"
          hint="168 is a week."
          error={errors.maxHours}
          inputMode="numeric"
        />
        <TextField
          {...bind('setupMinutes')}
          label="Set-up before (minutes)"
          hint="Held before each booking starts."
          error={errors.setupMinutes}
          inputMode="numeric"
        />
        <TextField
          {...bind('cleanupMinutes')}
          label="Clean-up after (minutes)"
          hint="Held after each booking ends."
          error={errors.cleanupMinutes}
          inputMode="numeric"
        />
        <TextField {...bind('advanceDays')} label="Bookable up to (days ahead)" error={errors.advanceDays} inputMode="numeric" />
        <fieldset
          className="form-field form-grid__wide rental-model-checks"
          data-field="overlaps"
          aria-describedby={errors.overlaps ? idOf('overlaps-error') : undefined}
        >
          <legend>Shares ground with</legend>
          <p className="form-hint">Booking either takes both. The whole site shares ground with every space already.</p>
          {others.map((other) => (
            <label key={other.id} className="rental-model-checks__item">
              <input
                type="checkbox"
                checked={text.overlaps.includes(other.id)}
                onChange={(event) => toggleOverlap(other.id, event.target.checked)}
              />{' '}
              {other.name}
            </label>
          ))}
          {errors.overlaps ? (
            <span id={idOf('overlaps-error')} className="field-error">
              {errors.overlaps}
            </span>
          ) : null}
        </fieldset>
        <label className="form-field form-grid__wide rental-model-checks__item">
          <input
            type="checkbox"
            name="closedOnMatchDays"
            checked={text.kind === 'field' || text.closedOnMatchDays}
            disabled={text.kind === 'field'}
            onChange={(event) => update('closedOnMatchDays', event.target.checked)}
          />{' '}
          Closed on home-match days{text.kind === 'field' ? ' (always, for a field)' : ''}
        </label>
        <label className="form-field form-grid__wide rental-model-checks__item">
          <input
            type="checkbox"
            name="insuranceRequired"
            checked={text.insuranceRequired}
            onChange={(event) => update('insuranceRequired', event.target.checked)}
          />{' '}
          The renter uploads an insurance certificate on their booking page
        </label>
      </div>
    </ConsoleForm>
  );
}
