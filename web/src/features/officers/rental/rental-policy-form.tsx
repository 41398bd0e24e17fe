import type { FormEvent } from 'react';
import { offeredSpaces, RENTAL_MODEL_LIMITS, type RentalModel, type RentalPolicy } from '../../../../../common/rental/rental-model';
import { SelectField, TextField } from '../../../components/forms/field';
import { ConsoleForm, useConsoleForm } from '../console/console-form';
import { checkModel, fieldOfIssue, type ModelContent, otherIssues } from './rental-model-check';
import { type PolicyText, policyFromText, policyText, type TierText } from './rental-model-values';

const fields = ['defaultSpaceId', 'deposit', 'tax', 'balanceDueDays', 'balanceReminderDays', 'holdDays', 'tiers'] as const;
const fieldOf = fieldOfIssue(['policy'], fields);

interface RentalPolicyFormProps {
  readonly model: RentalModel;
  readonly save: (next: ModelContent) => Promise<RentalModel>;
  readonly onSaved: (policy: RentalPolicy) => void;
}

/** The money rules: the deposit, tax, when the balance is due and its reminder goes, how long an approval holds the date, the refund tiers. */
export function RentalPolicyForm({ model, save, onSaved }: RentalPolicyFormProps) {
  const form = useConsoleForm<PolicyText, RentalPolicy>({
    initial: policyText(model.policy),
    fields,
    fieldOf,
    action: 'save the money rules',
    onSaved,
    autoFocus: false,
  });
  const { text, bind, idOf, update, errors, submitting, refuse, send, setStatus } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = checkModel(model, { ...model, policy: policyFromText(text) });
    if (!checked.success) {
      refuse(checked.error.issues, {
        message: ['Please correct the highlighted fields; nothing was saved.', ...otherIssues(checked.error.issues, fieldOf)].join(' '),
      });
      return;
    }
    if (await send(async () => (await save(checked.data)).policy)) {
      setStatus({ state: 'success', message: 'Money and rules saved: every quote from now on uses them.' });
    }
  }

  const setTier = (index: number, change: Partial<TierText>) =>
    update(
      'tiers',
      text.tiers.map((tier, at) => (at === index ? { ...tier, ...change } : tier)),
    );

  return (
    <ConsoleForm form={form} label="Money and rules" heading="Money and rules" level={2} onSubmit={submit} save="Save Rules">
      <p className="officers-note">Every quote from now on uses these; requests already sent keep the quote they were sent with.</p>
      <div className="form-grid">
        <SelectField
          {...bind('defaultSpaceId')}
          label="Space for requests that name none"
          hint="Requests sent in the old form's shape, which name only the facility."
          error={errors.defaultSpaceId}
        >
          {offeredSpaces(model).map((space) => (
            <option key={space.id} value={space.id}>
              {space.name}
            </option>
          ))}
        </SelectField>
        <TextField
          {...bind('deposit')}
          label="Deposit on approval (%)"
          hint="Of the charges with tax; holds the date."
          error={errors.deposit}
          inputMode="decimal"
        />
        <TextField {...bind('holdDays')} label="Date held for the deposit (days)" error={errors.holdDays} inputMode="numeric" />
        <TextField
          {...bind('balanceDueDays')}
          label="Balance due (days before the event)"
          error={errors.balanceDueDays}
          inputMode="numeric"
        />
        <TextField
          {...bind('balanceReminderDays')}
          label="Balance reminder (days before it is due)"
          hint={`From 1 to ${RENTAL_MODEL_LIMITS.reminderDays}; the renter is mailed once if it is still owed.`}
          error={errors.balanceReminderDays}
          inputMode="numeric"
        />
        <TextField {...bind('tax')} label="Tax (%)" hint="0 when the club charges none." error={errors.tax} inputMode="decimal" />
        <fieldset
          className="form-field form-grid__wide rental-model-tiers"
          data-field="tiers"
          aria-describedby={errors.tiers ? idOf('tiers-error') : undefined}
        >
          <legend>Refunds when a booking is cancelled</legend>
          <p className="form-hint">
            From the most days before the event to the fewest; later than the last, nothing is refunded. The damage deposit is always
            returned.
          </p>
          {text.tiers.map((tier, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the tiers' places; a removed row takes its place's key.
            <div key={index} className="rental-model-tiers__row">
              <TextField
                id={idOf(`tiers-${index}-days`)}
                label={`Tier ${index + 1}: days before`}
                value={tier.daysBefore}
                onChange={(event) => setTier(index, { daysBefore: event.target.value })}
                inputMode="numeric"
              />
              <TextField
                id={idOf(`tiers-${index}-refund`)}
                label={`Tier ${index + 1}: refunded (%)`}
                value={tier.refund}
                onChange={(event) => setTier(index, { refund: event.target.value })}
                inputMode="decimal"
              />
              <button
                type="button"
                className="btn btn--outline btn--small"
                aria-label={`Remove tier ${index + 1}`}
                onClick={() =>
                  update(
                    'tiers',
                    text.tiers.filter((_, at) => at !== index),
                  )
                }
              >
                Remove
              </button>
            </div>
          ))}
          {text.tiers.length < RENTAL_MODEL_LIMITS.cancellationTiers ? (
            <button
              type="button"
              className="btn btn--outline btn--small"
              onClick={() => update('tiers', [...text.tiers, { daysBefore: '', refund: '' }])}
            >
              Add Tier
            </button>
          ) : null}
          {errors.tiers ? (
            <span id={idOf('tiers-error')} className="field-error">
              {errors.tiers}
            </span>
          ) : null}
        </fieldset>
      </div>
    </ConsoleForm>
  );
}
