// The footer's newsletter sign-up, on every page. This file is in every page's first bundle, so it
// brings no zod: the browser checks the two required fields (required, type=email), the server
// checks everything, and the pieces that come with zod (the honeypot field's name and the sender)
// load once the form is near the screen or touched.

import { type FormEvent, lazy, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import {
  NEWSLETTER_SUBSCRIPTIONS_PATH,
  type NewsletterInterest,
  newsletterInterestLabels,
  newsletterInterests,
  newsletterMessages,
} from '../../../../common/newsletter';
import { FormAlert, Spinner } from '../forms/form-alert';
import type { SubmitResult } from '../forms/submit-form';
import type { FormStatus } from '../forms/use-form-submission';

const loadSender = () => import('../forms/submit-form');
const HoneypotField = lazy(() => import('../forms/honeypot-field').then((module) => ({ default: module.HoneypotField })));

function outcome(result: SubmitResult, name: string): FormStatus {
  if (result.kind === 'ok') return { state: 'success', message: newsletterMessages.subscribed(name) };
  const detail = result.kind === 'network' ? newsletterMessages.noAnswer : result.error || newsletterMessages.unknownError;
  return { state: 'error', message: newsletterMessages.failure(detail) };
}

/** Becomes true once the element is within a screen's height of the viewport (at once where that cannot be watched). */
function useNearScreen(target: RefObject<Element | null>): [boolean, () => void] {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target]);
  return [near, () => setNear(true)];
}

/** The spec's footer form (newsName, newsEmail, three boxes, 'Send Message'), signing up for real. */
export function NewsletterForm() {
  const [newsName, setNewsName] = useState('');
  const [newsEmail, setNewsEmail] = useState('');
  const [interests, setInterests] = useState<readonly NewsletterInterest[]>([]);
  const [website, setWebsite] = useState('');
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const form = useRef<HTMLFormElement>(null);
  // One key per filled-in form, kept across retries, so a retry is one sign-up.
  const idempotencyKey = useRef<string | undefined>(undefined);
  const [armed, arm] = useNearScreen(form);
  const id = useId();
  const submitting = status.state === 'submitting';

  useEffect(() => {
    if (armed) void loadSender();
  }, [armed]);

  const toggle = (interest: NewsletterInterest, ticked: boolean) =>
    setInterests((previous) => (ticked ? [...previous, interest] : previous.filter((candidate) => candidate !== interest)));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    arm();
    setStatus({ state: 'submitting' });
    const name = newsName.trim();
    const body = { name, email: newsEmail, interests: newsletterInterests.filter((interest) => interests.includes(interest)), website };
    let result: SubmitResult;
    try {
      const { newIdempotencyKey, submitForm } = await loadSender();
      idempotencyKey.current ??= newIdempotencyKey();
      result = await submitForm(NEWSLETTER_SUBSCRIPTIONS_PATH, body, idempotencyKey.current);
    } catch (error) {
      // The sender's own file could not be loaded (offline since the page opened).
      result = { kind: 'network', message: error instanceof Error ? error.message : String(error) };
    }
    setStatus(outcome(result, name));
    if (result.kind === 'ok') {
      idempotencyKey.current = undefined;
      setNewsName('');
      setNewsEmail('');
      setInterests([]);
      setWebsite('');
    }
  }

  return (
    <form ref={form} className="newsletter-form" onSubmit={onSubmit} onFocus={arm} aria-label="Newsletter sign-up">
      <div className="newsletter-form__fields">
        <label className="visually-hidden" htmlFor={`${id}-name`}>
          Your name (required)
        </label>
        <input
          id={`${id}-name`}
          className="newsletter-form__input"
          type="text"
          name="newsName"
          placeholder="Your Name *"
          autoComplete="name"
          required
          maxLength={100}
          value={newsName}
          onChange={(event) => setNewsName(event.target.value)}
        />
        <label className="visually-hidden" htmlFor={`${id}-email`}>
          Your email (required)
        </label>
        <input
          id={`${id}-email`}
          className="newsletter-form__input"
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
      {armed ? (
        <Suspense fallback={null}>
          <HoneypotField value={website} onChange={setWebsite} />
        </Suspense>
      ) : null}
      <button type="submit" className="btn btn--primary newsletter-form__submit" disabled={submitting}>
        {submitting ? (
          <>
            <Spinner />
            Sending...
          </>
        ) : (
          'Send Message'
        )}
      </button>
      <FormAlert status={status} />
    </form>
  );
}
