import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type RentalConfigKey,
  RENTAL_CONFIG_PATH,
  rentalConfigKeys,
  rentalConfigLabels,
  rentalConfigUpdateSchema,
} from '../../../../common/rental-pricing';
import { useApi } from '../../components/data/use-api';
import { FormAlert } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { parseRentalPricing } from '../../lib/api/rental-config-api';
import { fieldErrors } from './field-errors';
import { LoadError } from './load-error';
import { failureText } from './failure-text';
import { saveRentalConfig } from './rental-config-api';
import { PERCENT_SETTING, type RentalSettingsText, settingsText, updateFromText } from './rental-settings-values';
import { SaveButton } from './save-button';

const units: Record<RentalConfigKey, { readonly unit: string; readonly step: string }> = {
  hourly_rate: { unit: '$ per hour', step: '0.01' },
  daily_rate: { unit: '$ per day', step: '0.01' },
  security_deposit_percentage: { unit: '% of the rental', step: '0.01' },
  minimum_rental_hours: { unit: 'hours', step: '0.5' },
  maximum_rental_days: { unit: 'days', step: '1' },
};

const fieldId = (key: RentalConfigKey) => `rental-setting-${key}`;

/** The five rental settings, checked with the server's own schema before they are sent. */
export default function RentalSettingsForm() {
  const { state, retry } = useApi(RENTAL_CONFIG_PATH, parseRentalPricing);
  if (state.status === 'loading') {
    return (
      <p className="officers-gate" role="status">
        Loading the current settings…
      </p>
    );
  }
  if (state.status === 'error') {
    return <LoadError what="current rental settings" message={state.message} retry={retry} />;
  }
  return <RentalSettingsFields initial={settingsText(state.data)} />;
}

function RentalSettingsFields({ initial }: { readonly initial: RentalSettingsText }) {
  const [text, setText] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<RentalConfigKey, string>>>({});
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = status.state === 'submitting';

  useEffect(() => {
    const first = rentalConfigKeys.find((key) => errors[key]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`#${fieldId(first)}`)?.focus();
  }, [errors]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const update = updateFromText(text);
    const checked = rentalConfigUpdateSchema.safeParse(update);
    if (!checked.success) {
      setErrors(
        fieldErrors(checked.error.issues, (path) => {
          const index = path[1];
          return typeof index === 'number' ? update.entries[index]?.key : undefined;
        }),
      );
      setStatus({ state: 'error', message: 'Please correct the highlighted settings; nothing was saved.' });
      return;
    }
    setErrors({});
    setStatus({ state: 'submitting' });
    try {
      await saveRentalConfig(checked.data);
      setStatus({
        state: 'success',
        message: 'Rental settings saved. The estimate on the rental request page shows them within a minute.',
      });
    } catch (error) {
      setStatus({ state: 'error', message: failureText('save the rental settings', error) });
    }
  }

  return (
    <form ref={formRef} className="officers-form card" noValidate onSubmit={submit} aria-labelledby="rental-settings-title">
      <div className="card__body">
        <h2 id="rental-settings-title">Rental settings</h2>
        <p className="officers-note">
          The public estimate on the rental request page changes within a minute of saving. Requests already sent keep the prices they were
          sent with.
        </p>
        <div className="form-grid">
          {rentalConfigKeys.map((key) => {
            const error = errors[key];
            const hintId = `${fieldId(key)}-unit`;
            const errorId = `${fieldId(key)}-error`;
            return (
              <div className="form-field" key={key}>
                <label htmlFor={fieldId(key)}>{rentalConfigLabels[key]}</label>
                <input
                  id={fieldId(key)}
                  name={key}
                  type="number"
                  inputMode={key === 'maximum_rental_days' ? 'numeric' : 'decimal'}
                  min="0"
                  max={key === PERCENT_SETTING ? '100' : undefined}
                  step={units[key].step}
                  value={text[key]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                  onChange={(event) => setText((current) => ({ ...current, [key]: event.target.value }))}
                />
                <span id={hintId} className="officers-hint">
                  {units[key].unit}
                </span>
                {error ? (
                  <span id={errorId} className="field-error">
                    {error}
                  </span>
                ) : null}
              </div>
            );
          })}
        </div>
        <div className="form-actions">
          <SaveButton submitting={submitting} idle="Save Settings" />
        </div>
        <FormAlert status={status} />
      </div>
    </form>
  );
}
