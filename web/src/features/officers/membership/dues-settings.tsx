// The club's dues settings, beside its membership types: whether a player's linked member must have
// paid the season's dues to play (the team sheet, the squad's eligibility list and the player's own
// My account then say so), and the days before a membership ends its member is reminded to renew
// (the remind-memberships job reads them on its next run).

import { type FormEvent, useState } from 'react';
import { MEMBERSHIP_REMINDER_LIMITS, type MembershipSettings } from '../../../../../common/membership/membership';
import { membershipSettingsSchema } from '../../../../../common/membership/membership-schemas';
import { TextField } from '../../../components/forms/field';
import { FormAlert } from '../../../components/forms/form-alert';
import type { FormStatus } from '../../../components/forms/use-form-submission';
import { useLoad } from '../../../components/data/use-load';
import { ConsoleForm, useConsoleForm } from '../console/console-form';
import { LoadError } from '../console/load-error';
import { fetchMembershipSettings, updateMembershipSettings } from './membership-writes';

interface SettingsText {
  readonly duesToPlay: boolean;
  readonly reminderDays: string;
}

/** "30, 7" as the console shows the days. */
const daysText = (days: readonly number[]) => days.join(', ');

/** The typed days as numbers; a word or an empty entry is NaN, which the schema refuses with its message. */
function daysOf(text: string): number[] {
  return text.split(',').map((part) => (/^\s*\d+\s*$/.test(part) ? Number(part) : Number.NaN));
}

function describe(settings: MembershipSettings): string {
  const play = settings.duesToPlay
    ? 'A player may play only once their linked member has paid the season’s dues in full.'
    : 'Dues are not a condition to play.';
  return `${play} Members who have not renewed are reminded ${daysText(settings.reminderDays)} days before their membership ends.`;
}

function DuesSettingsForm({
  settings,
  onSaved,
  onCancel,
}: {
  readonly settings: MembershipSettings;
  readonly onSaved: (settings: MembershipSettings) => void;
  readonly onCancel: () => void;
}) {
  const form = useConsoleForm<SettingsText, MembershipSettings>({
    initial: { duesToPlay: settings.duesToPlay, reminderDays: daysText(settings.reminderDays) },
    fields: ['duesToPlay', 'reminderDays'],
    action: 'save the dues settings',
    onSaved,
  });
  const { text, bind, update, errors, submitting, refuse, send } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = membershipSettingsSchema.safeParse({ duesToPlay: text.duesToPlay, reminderDays: daysOf(text.reminderDays) });
    if (!checked.success) {
      refuse(checked.error.issues);
      return;
    }
    await send(() => updateMembershipSettings(checked.data));
  }

  return (
    <ConsoleForm
      form={form}
      label="Dues settings"
      heading="Dues settings"
      level={3}
      onSubmit={submit}
      save="Save Settings"
      busy="Saving…"
      onCancel={onCancel}
    >
      <div className="form-grid">
        <label className="form-field form-grid__wide rental-model-checks__item">
          <input
            type="checkbox"
            name="duesToPlay"
            checked={text.duesToPlay}
            onChange={(event) => update('duesToPlay', event.target.checked)}
          />{' '}
          Dues must be paid to play: a player whose linked member has not paid the season’s dues in full may not play
        </label>
        <TextField
          {...bind('reminderDays')}
          label="Renewal reminders: days before a membership ends"
          hint={`Up to ${MEMBERSHIP_REMINDER_LIMITS.count} different whole numbers from ${MEMBERSHIP_REMINDER_LIMITS.minDays} to ${MEMBERSHIP_REMINDER_LIMITS.maxDays}, separated by commas (30, 7). Each reminder goes once; a member is never sent one they had already passed.`}
          error={errors.reminderDays}
          inputMode="numeric"
          maxLength={40}
        />
      </div>
    </ConsoleForm>
  );
}

export function DuesSettings() {
  const { state, reload } = useLoad((signal) => fetchMembershipSettings(signal), 'membership-settings');
  const [saved, setSaved] = useState<MembershipSettings>();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  if (state.status === 'loading') return <p role="status">Loading the dues settings…</p>;
  if (state.status === 'error') return <LoadError what="dues settings" message={state.message} retry={reload} />;
  const settings = saved ?? state.data;

  return (
    <section className="card" aria-labelledby="dues-settings-heading">
      <h2 id="dues-settings-heading">Dues settings</h2>
      <p>{describe(settings)}</p>
      <FormAlert status={status} />
      {open ? (
        <DuesSettingsForm
          settings={settings}
          onSaved={(after) => {
            setSaved(after);
            setOpen(false);
            setStatus({ state: 'success', message: 'Dues settings saved.' });
          }}
          onCancel={() => setOpen(false)}
        />
      ) : (
        <p>
          <button
            type="button"
            className="btn btn--outline btn--small"
            onClick={() => {
              setStatus({ state: 'idle' });
              setOpen(true);
            }}
          >
            Change Dues Settings
          </button>
        </p>
      )}
    </section>
  );
}
