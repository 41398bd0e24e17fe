// The footer's newsletter sign-up, on every page. This file is in every page's first bundle, so it
// brings no zod: the browser checks the two required fields (required, type=email) and the server
// checks everything.

import { type FormEvent, useId, useState } from 'react';
import {
  NEWSLETTER_SUBSCRIPTIONS_PATH,
  type NewsletterInterest,
  newsletterInterestLabels,
  newsletterInterests,
  newsletterMessages,
} from '../../../../common/newsletter';
import { TextField } from '../forms/field';
import { FormAlert, SubmitButton } from '../forms/form-alert';
import { HoneypotField } from '../forms/honeypot-field';
import type { SubmitResult } from '../forms/submit-form';
import { useFormSubmission } from '../forms/use-form-submission';

function outcome(result: SubmitResult, name: string): { ok: boolean; message: string } {
  if (result.kind === 'ok') return { ok: true, message: newsletterMessages.subscribed(name) };
  const detail = result.kind === 'network' ? newsletterMessages.noAnswer : result.error || newsletterMessages.unknownError;
  return { ok: false, message: newsletterMessages.failure(detail) };
}

/** The spec's footer form (newsName, newsEmail, three boxes, 'Send Message'), signing up for real. */
export function NewsletterForm() {
  const [newsName, setNewsName] = useState('');
  const [newsEmail, setNewsEmail] = useState('');
  const [interests, setInterests] = useState<readonly NewsletterInterest[]>([]);
  const [website, setWebsite] = useState('');
  const { status, submitting, send } = useFormSubmission();
  const id = useId();

  const toggle = (interest: NewsletterInterest, ticked: boolean) =>
    setInterests((previous) => (ticked ? [...previous, interest] : previous.filter((candidate) => candidate !== interest)));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const name = newsName.trim();
    const body = { name, email: newsEmail, interests: newsletterInterests.filter((interest) => interests.includes(interest)), website };
    const result = await send(NEWSLETTER_SUBSCRIPTIONS_PATH, body, (answer) => outcome(answer, name));
    if (result.kind === 'ok') {
      setNewsName('');
      setNewsEmail('');
      setInterests([]);
      setWebsite('');
    }
  }

  return (
    <form className="newsletter-form" onSubmit={onSubmit} aria-label="Newsletter sign-up">
      <div className="newsletter-form__fields">
        <TextField
          id={`${id}-name`}
          label="Your name (required)"
          className="newsletter-form__field"
          labelClassName="visually-hidden"
          controlClassName="newsletter-form__input"
          name="newsName"
          placeholder="Your Name *"
          autoComplete="name"
          required
          maxLength={100}
          value={newsName}
          onChange={(event) => setNewsName(event.target.value)}
        />
        <TextField
          id={`${id}-email`}
          label="Your email (required)"
          className="newsletter-form__field"
          labelClassName="visually-hidden"
          controlClassName="newsletter-form__input"
          type="email"
          name="newsEmail"
          placeholder="Your Email *"
          autoComplete="email"
          required
          value={newsEmail}
          onChange={(event) => setNewsEmail(event.target.value)}
        />
      </div>
      <fieldset className="newsletter-form__topics">
        <legend className="newsletter-form__legend">News about</legend>
        {newsletterInterests.map((interest) => (
          <label key={interest} className="newsletter-form__topic">
            <input
              type="checkbox"
              name="interests"
              value={interest}
              checked={interests.includes(interest)}
              onChange={(event) => toggle(interest, event.target.checked)}
            />
            {newsletterInterestLabels[interest]}
          </label>
        ))}
      </fieldset>
      <HoneypotField value={website} onChange={setWebsite} />
      <SubmitButton className="btn btn--primary newsletter-form__submit" submitting={submitting} busy="Sending..." idle="Send Message" />
      <FormAlert status={status} />
    </form>
  );
}
