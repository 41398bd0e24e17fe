// The footer's newsletter sign-up, on every page. This file is in every page's first bundle, so it
// brings no zod: the browser checks the two required fields (required, type=email) and the server
// checks everything.

import type { FormEvent } from 'react';
import {
  NEWSLETTER_SUBSCRIPTIONS_PATH,
  type NewsletterInterest,
  newsletterInterestLabels,
  newsletterInterests,
  newsletterMessages,
} from '../../../../common/newsletter';
import { TextField } from '../forms/field';
import { CheckboxGroup } from '../forms/checkbox-group';
import type { SubmitResult } from '../forms/submit-form';
import { useFieldValues } from '../forms/use-field-values';
import { useFormSubmission } from '../forms/use-form-submission';
import { VisitorFormEnd } from '../forms/visitor-form-end';

function outcome(result: SubmitResult, name: string): { ok: boolean; message: string } {
  if (result.kind === 'ok') return { ok: true, message: newsletterMessages.subscribed(name) };
  const detail = result.kind === 'network' ? newsletterMessages.noAnswer : result.error || newsletterMessages.unknownError;
  return { ok: false, message: newsletterMessages.failure(detail) };
}

interface Fields {
  readonly newsName: string;
  readonly newsEmail: string;
  /** In the boxes' order (CheckboxGroup keeps it). */
  readonly interests: readonly NewsletterInterest[];
  readonly website: string;
}

const empty: Fields = { newsName: '', newsEmail: '', interests: [], website: '' };

// The footer's fields are labelled for screen readers only; the placeholders name them on screen.
const fieldLook = { className: 'newsletter-form__field', labelClassName: 'visually-hidden', controlClassName: 'newsletter-form__input' };

/** The spec's footer form (newsName, newsEmail, three boxes, 'Send Message'), signing up for real. */
export function NewsletterForm() {
  const { values, setValues, update, bind } = useFieldValues<Fields>(empty);
  const { status, submitting, send } = useFormSubmission();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const name = values.newsName.trim();
    const body = { name, email: values.newsEmail, interests: values.interests, website: values.website };
    const result = await send(NEWSLETTER_SUBSCRIPTIONS_PATH, body, (answer) => outcome(answer, name));
    if (result.kind === 'ok') setValues(empty);
  }

  return (
    <form className="newsletter-form" onSubmit={onSubmit} aria-label="Newsletter sign-up">
      <div className="newsletter-form__fields">
        <TextField
          {...bind('newsName')}
          label="Your name (required)"
          {...fieldLook}
          placeholder="Your Name *"
          autoComplete="name"
          required
          maxLength={100}
        />
        <TextField
          {...bind('newsEmail')}
          label="Your email (required)"
          {...fieldLook}
          type="email"
          placeholder="Your Email *"
          autoComplete="email"
          required
        />
      </div>
      <CheckboxGroup
        block="newsletter-form"
        legend="News about"
        name="interests"
        options={newsletterInterests}
        labels={newsletterInterestLabels}
        chosen={values.interests}
        onChange={(interests) => update('interests', interests)}
      />
      <VisitorFormEnd
        website={values.website}
        onWebsite={(website) => update('website', website)}
        submitting={submitting}
        status={status}
        busy="Sending..."
        idle="Send Message"
        buttonClassName="btn btn--primary newsletter-form__submit"
      />
    </form>
  );
}
