import type { FormEvent } from 'react';
import { addOnPricings, type RentalAddOn, type RentalModel, RENTAL_MODEL_LIMITS } from '../../../../../common/rental/rental-model';
import { SelectField, TextAreaField, TextField } from '../../../components/forms/field';
import { ConsoleForm, useConsoleForm } from '../console/console-form';
import { checkModel, fieldOfIssue, type ModelContent, otherIssues } from './rental-model-check';
import { type AddOnText, addOnFromText, addOnText, idFromName, newAddOnText } from './rental-model-values';

const fields = ['name', 'description', 'pricing', 'amount', 'spaceIds'] as const;

/** How each pricing is explained: what the amount is, and where it rounds (common/rental/rental-quote.ts). */
const pricingLabels: Readonly<Record<RentalAddOn['pricing'], string>> = {
  'per-booking': 'Per booking: a fixed amount each date',
  'per-hour': 'Per hour: for each hour booked, rounded up',
  'per-person': 'Per person: for each expected guest',
  'percent-off': 'Percent off: a discount off the space and add-ons, rounded half-up to the cent',
};

interface RentalAddOnFormProps {
  readonly model: RentalModel;
  readonly addOn?: RentalAddOn;
  readonly save: (next: ModelContent) => Promise<RentalModel>;
  readonly onSaved: (addOn: RentalAddOn) => void;
  readonly onCancel: () => void;
}

/** Adding or changing an add-on: its price, how it is priced, and the spaces it is offered with. */
export function RentalAddOnForm({ model, addOn, save, onSaved, onCancel }: RentalAddOnFormProps) {
  const index = addOn ? model.addOns.findIndex((other) => other.id === addOn.id) : model.addOns.length;
  const fieldOf = fieldOfIssue(['addOns', index], fields);
  const form = useConsoleForm<AddOnText, RentalAddOn>({
    initial: addOn ? addOnText(addOn) : newAddOnText,
    fields,
    fieldOf,
    action: 'save the add-on',
    onSaved,
  });
  const { text, bind, idOf, update, errors, submitting, refuse, send } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const id =
      addOn?.id ??
      idFromName(
        text.name,
        model.addOns.map((other) => other.id),
      );
    const record = addOnFromText(text, id, addOn?.retired ?? false);
    const addOns = addOn ? model.addOns.map((other) => (other.id === id ? record : other)) : [...model.addOns, record];
    const checked = checkModel(model, { ...model, addOns });
    if (!checked.success) {
      refuse(checked.error.issues, {
        message: ['Please correct the highlighted fields; nothing was saved.', ...otherIssues(checked.error.issues, fieldOf)].join(' '),
      });
      return;
    }
    await send(async () => (await save(checked.data)).addOns.find((other) => other.id === id) ?? record);
  }

  const toggleSpace = (id: string, on: boolean) =>
    update('spaceIds', on ? [...text.spaceIds.filter((other) => other !== id), id] : text.spaceIds.filter((other) => other !== id));

  return (
    <ConsoleForm
      form={form}
      label={addOn ? 'Edit add-on' : 'Add add-on'}
      heading={addOn ? `Edit add-on: ${addOn.name}` : 'Add an add-on'}
      onSubmit={submit}
      save={addOn ? 'Save Add-on' : 'Add Add-on'}
      onCancel={onCancel}
    >
      <div className="form-grid">
        <TextField {...bind('name')} label="Name" error={errors.name} autoComplete="off" maxLength={RENTAL_MODEL_LIMITS.name} />
        <SelectField {...bind('pricing')} label="Priced" error={errors.pricing}>
          {addOnPricings.map((pricing) => (
            <option key={pricing} value={pricing}>
              {pricingLabels[pricing]}
            </option>
          ))}
        </SelectField>
        <TextField
          {...bind('amount')}
          label={text.pricing === 'percent-off' ? 'Discount (%)' : 'Price ($)'}
          hint={text.pricing === 'percent-off' ? 'From 0.01 to 100.' : 'In dollars and cents.'}
          error={errors.amount}
          inputMode="decimal"
        />
        <TextAreaField
          {...bind('description')}
          label="Description"
          error={errors.description}
          className="form-field form-grid__wide"
          rows={2}
          maxLength={RENTAL_MODEL_LIMITS.description}
        />
        <fieldset
          className="form-field form-grid__wide rental-model-checks"
          data-field="spaceIds"
          aria-describedby={errors.spaceIds ? idOf('spaceIds-error') : undefined}
        >
          <legend>Offered with</legend>
          {model.spaces.map((space) => (
            <label key={space.id} className="rental-model-checks__item">
              <input
                type="checkbox"
                checked={text.spaceIds.includes(space.id)}
                onChange={(event) => toggleSpace(space.id, event.target.checked)}
              />{' '}
              {space.name}
              {space.retired ? ' (retired)' : ''}
            </label>
          ))}
          {errors.spaceIds ? (
            <span id={idOf('spaceIds-error')} className="field-error">
              {errors.spaceIds}
            </span>
          ) : null}
        </fieldset>
      </div>
    </ConsoleForm>
  );
}
