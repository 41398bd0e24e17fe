// Sending a draft: now (the job starts it within a minute) or at a date and time on the club's
// clock (America/Chicago, whatever the officer's own zone), after saying to whom it goes.

import { type FormEvent, useState } from 'react';
import {
  type OfficerNewsletter,
  type OfficerNewsletterSummary,
  newsletterSendSchema,
} from '../../../../../common/newsletter/newsletter-edits';
import { audienceLabel } from '../../../../../common/newsletter/newsletters';
import { TextField } from '../../../components/forms/field';
import { wallClockMs, wallClockText } from '../console/club-wall-clock';
import { ConsoleForm, useConsoleForm } from '../console/console-form';
import { sendNewsletter } from './newsletters-writes';

interface SendText {
  readonly when: 'now' | 'later';
  readonly at: string;
}

export function NewsletterSendForm({
  newsletter,
  onSaved,
  onCancel,
}: {
  readonly newsletter: OfficerNewsletterSummary;
  readonly onSaved: (newsletter: OfficerNewsletter) => void;
  readonly onCancel: () => void;
}) {
  const [nextHour] = useState(() => wallClockText(Math.ceil((Date.now() + 3_600_000) / 3_600_000) * 3_600_000));
  const form = useConsoleForm<SendText, OfficerNewsletter>({
    initial: { when: 'now', at: nextHour },
    fields: ['sendAt'],
    fieldOf: () => 'sendAt',
    action: 'send the newsletter',
    onSaved,
  });
  const { text, setText, errors, submitting, refuse, send, idOf } = form;
  const title = `Send “${newsletter.subject}”`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = newsletterSendSchema.safeParse({ sendAt: text.when === 'now' ? null : wallClockMs(text.at) });
    if (!checked.success) refuse(checked.error.issues);
    else await send(() => sendNewsletter(newsletter.id, checked.data.sendAt));
  }

  return (
    <ConsoleForm
      form={form}
      label={title}
      heading={title}
      level={3}
      className="newsletter-send"
      onSubmit={submit}
      save={text.when === 'now' ? 'Send Now' : 'Schedule'}
      onCancel={onCancel}
    >
      <p>
        It goes to every confirmed subscriber for {audienceLabel(newsletter.audience)}, once each, at the pace SES allows; it cannot be
        taken back once it has started.
      </p>
      <fieldset className="form-field newsletter-send__when">
        <legend className="post-form__label">When</legend>
        <label className="newsletter-form__interest">
          <input
            type="radio"
            name="when"
            value="now"
            checked={text.when === 'now'}
            onChange={() => setText((t) => ({ ...t, when: 'now' }))}
          />
          Now (within a minute)
        </label>
        <label className="newsletter-form__interest">
          <input
            type="radio"
            name="when"
            value="later"
            checked={text.when === 'later'}
            onChange={() => setText((t) => ({ ...t, when: 'later' }))}
          />
          At a date and time
        </label>
      </fieldset>
      {text.when === 'later' ? (
        <TextField
          id={idOf('sendAt')}
          name="sendAt"
          type="datetime-local"
          label="Date and time (Chicago time)"
          value={text.at}
          error={errors.sendAt}
          onChange={(event) => {
            const value = event.target.value;
            setText((t) => ({ ...t, at: value }));
          }}
        />
      ) : null}
    </ConsoleForm>
  );
}
