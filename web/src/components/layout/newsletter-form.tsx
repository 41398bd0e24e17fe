// The footer's newsletter sign-up, on every page. This file is in every page's first bundle, so it
// brings no zod: the browser checks the two required fields (required, type=email) and the server
// checks everything.

import {
  NEWSLETTER_SUBSCRIPTIONS_PATH,
  type NewsletterInterest,
  newsletterInterestLabels,
  newsletterInterests,
  newsletterMessages,
} from '../../../../common/newsletter/newsletter';
import { TextField } from '../forms/field';
import { CheckboxGroup } from '../forms/checkbox-group';
import type { SubmitResult } from '../forms/submit-form';
import { useVisitorForm } from '../forms/use-visitor-form';
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

/** The old site's footer form (newsName, newsEmail, three boxes, 'Send Message'), signing up for real. */
export function NewsletterForm() {
  const form = useVisitorForm<Fields>({ empty, path: NEWSLETTER_SUBSCRIPTIONS_PATH });
  const { values, update, bind } = form;
  const onSubmit = form.submitWith(() => {
    const name = values.newsName.trim();
    return {
      body: { name, email: values.newsEmail, interests: values.interests, website: values.website },
      describe: (result) => outcome(result, name),
    };
  });

  return (
    <form className="newsletter-form" onSubmit={onSubmit} onFocus={form.onFocus} aria-label="Newsletter sign-up">
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
      <VisitorFormEnd form={form} busy="Sending..." idle="Send Message" buttonClassName="btn btn--primary newsletter-form__submit" />
    </form>
  );
}
