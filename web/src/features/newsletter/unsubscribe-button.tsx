import { useState } from 'react';
import { NEWSLETTER_UNSUBSCRIBE_PATH, newsletterMessages } from '../../../../common/newsletter/newsletter';
import { FormAlert, Spinner } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { postToken } from './newsletter-api';

/**
 * Unsubscribes the link's address on a click, never on loading the page: mail programs and link
 * scanners open links on their own, and must not unsubscribe anyone.
 */
export function UnsubscribeButton({ token, label = 'Unsubscribe' }: { token: string; label?: string }) {
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const done = status.state === 'success';

  async function unsubscribe() {
    setStatus({ state: 'submitting' });
    const outcome = await postToken(NEWSLETTER_UNSUBSCRIBE_PATH, token, newsletterMessages.unsubscribeFailed);
    setStatus(outcome.ok ? { state: 'success', message: newsletterMessages.unsubscribed } : { state: 'error', message: outcome.message });
  }

  return (
    <div className="newsletter-link__action">
      {done ? null : (
        <button type="button" className="btn btn--primary" onClick={unsubscribe} disabled={status.state === 'submitting'}>
          {status.state === 'submitting' ? (
            <>
              <Spinner />
              Unsubscribing...
            </>
          ) : (
            label
          )}
        </button>
      )}
      <FormAlert status={status} />
    </div>
  );
}
