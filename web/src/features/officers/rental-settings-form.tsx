import type { FormEvent } from 'react';
import {
  RENTAL_CONFIG_PATH,
  type RentalConfigKey,
  rentalConfigKeys,
  rentalConfigLabels,
  rentalConfigUpdateSchema,
} from '../../../../common/rental-pricing';
import { TextField } from '../../components/forms/field';
import { parseRentalPricing } from '../../lib/api/rental-config-api';
import { ApiLoaded } from './api-loaded';
import { ConsoleForm, useConsoleForm } from './console-form';
import { saveRentalConfig } from './rental-config-api';
import { PERCENT_SETTING, type RentalSettingsText, settingsText, updateFromText } from './rental-settings-values';

const units: Record<RentalConfigKey, { readonly unit: string; readonly step: string }> = {
  hourly_rate: { unit: '$ per hour', step: '0.01' },
  daily_rate: { unit: '$ per day', step: '0.01' },
  security_deposit_percentage: { unit: '% of the rental', step: '0.01' },
  minimum_rental_hours: { unit: 'hours', step: '0.5' },
  maximum_rental_days: { unit: 'days', step: '1' },
};

/** The five rental settings, checked with the server's own schema before they are sent. */
export default function RentalSettingsForm() {
  return (
    <ApiLoaded url={RENTAL_CONFIG_PATH} parse={parseRentalPricing} what="current rental settings" loading="Loading the current settings…">
      {(pricing) => <RentalSettingsFields initial={settingsText(pricing)} />}
    </ApiLoaded>
  );
}

function RentalSettingsFields({ initial }: { readonly initial: RentalSettingsText }) {
  const form = useConsoleForm<RentalSettingsText, string[]>({
    initial,
    fields: rentalConfigKeys,
    // The update lists every setting in rentalConfigKeys' order (updateFromText).
    fieldOf: (path) => (typeof path[1] === 'number' ? rentalConfigKeys[path[1]] : undefined),
    action: 'save the rental settings',
    onSaved: () => {},
    autoFocus: false,
  });
  const { text, bind, errors, setStatus, submitting, refuse, send } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = rentalConfigUpdateSchema.safeParse(updateFromText(text));
    if (!checked.success) {
      refuse(checked.error.issues, { message: 'Please correct the highlighted settings; nothing was saved.' });
      return;
    }
    if (await send(() => saveRentalConfig(checked.data))) {
      setStatus({
        state: 'success',
        message: 'Rental settings saved. The estimate on the rental request page shows them within a minute.',
      });
    }
  }

  return (
    <ConsoleForm form={form} label="Rental settings" heading="Rental settings" level={2} onSubmit={submit} save="Save Settings">
      <p className="officers-note">
        The public estimate on the rental request page changes within a minute of saving. Requests already sent keep the prices they were
        sent with.
      </p>
      <div className="form-grid">
        {rentalConfigKeys.map((key) => (
          <TextField
            key={key}
            {...bind(key)}
            label={rentalConfigLabels[key]}
            hint={units[key].unit}
            error={errors[key]}
            type="number"
            inputMode={key === 'maximum_rental_days' ? 'numeric' : 'decimal'}
            min="0"
            max={key === PERCENT_SETTING ? '100' : undefined}
            step={units[key].step}
          />
        ))}
      </div>
    </ConsoleForm>
  );
}
