// When the club asks every fixture's players whether they can play, reminds those who have not
// answered and stops taking answers: the officers' settings (row `update-availability-settings`),
// shown and changed from a fixture's Availability view, whose answer carries them. They apply to
// every fixture; the request job reads them on its next run.

import type { FormEvent } from 'react';
import { AVAILABILITY_LIMITS, type AvailabilitySettings, availabilitySettingKeys } from '../../../../common/availability';
import { availabilitySettingsSchema } from '../../../../common/availability-requests';
import { TextField } from '../../components/forms/field';
import { ConsoleForm, useConsoleForm } from './console-form';

type SettingsText = Record<(typeof availabilitySettingKeys)[number], string>;

const labels: Record<keyof SettingsText, { readonly label: string; readonly hint: string }> = {
  promptDaysBefore: { label: 'Request: days before the match', hint: 'The players of the fixture’s team are asked by mail on that day.' },
  promptHour: { label: 'Hour of the request and the reminder', hint: 'Club time, 0 to 23 (19 is 7 pm).' },
  reminderDaysBefore: {
    label: 'Reminder: days before the match',
    hint: 'Those who have not answered are reminded once; fewer days than the request.',
  },
  cutoffHoursBefore: {
    label: 'Answers close: hours before kick-off',
    hint: 'After this, players can no longer answer or change an answer.',
  },
};

interface Props {
  readonly settings: AvailabilitySettings;
  readonly save: (settings: AvailabilitySettings) => Promise<AvailabilitySettings>;
  readonly onSaved: (settings: AvailabilitySettings) => void;
  readonly onCancel: () => void;
}

function textOf(settings: AvailabilitySettings): SettingsText {
  return Object.fromEntries(availabilitySettingKeys.map((key) => [key, String(settings[key])])) as SettingsText;
}

export function AvailabilitySettingsForm({ settings, save, onSaved, onCancel }: Props) {
  const form = useConsoleForm<SettingsText, AvailabilitySettings>({
    initial: () => textOf(settings),
    fields: availabilitySettingKeys,
    action: 'save the availability settings',
    onSaved,
  });
  const { text, bind, errors, submitting, refuse, send } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    // Number('') is 0: an empty box is refused, not saved as 0.
    const numbers = Object.fromEntries(
      availabilitySettingKeys.map((key) => [key, text[key].trim() === '' ? Number.NaN : Number(text[key])]),
    );
    const checked = availabilitySettingsSchema.safeParse(numbers);
    if (!checked.success) {
      refuse(checked.error.issues);
      return;
    }
    await send(() => save(checked.data));
  }

  return (
    <ConsoleForm
      form={form}
      label="Availability settings"
      heading="When players are asked (every fixture)"
      onSubmit={submit}
      save="Save Settings"
      busy="Saving…"
      onCancel={onCancel}
    >
      <div className="form-grid">
        {availabilitySettingKeys.map((key) => (
          <TextField
            key={key}
            {...bind(key)}
            label={labels[key].label}
            hint={labels[key].hint}
            error={errors[key]}
            type="number"
            inputMode="numeric"
            min={String(AVAILABILITY_LIMITS[key].min)}
            max={String(AVAILABILITY_LIMITS[key].max)}
            step="1"
          />
        ))}
      </div>
    </ConsoleForm>
  );
}
