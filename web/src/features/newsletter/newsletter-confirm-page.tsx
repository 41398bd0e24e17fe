import { useEffect, useRef, useState } from 'react';
import { NEWSLETTER_CONFIRM_PATH, newsletterMessages } from '../../../../common/newsletter/newsletter';
import { FormAlert, Spinner } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { PageBanner } from '../../components/layout/page-banner';
import { FollowTeamsForm } from './follow-teams-form';
import { followedTeamsOf, postToken } from './newsletter-api';
import { useLinkToken } from './newsletter-links';
import { UnsubscribeButton } from './unsubscribe-button';
import './newsletter.css';

/**
 * The confirmation mail's link: confirms once on opening, then offers the teams to follow (the
 * link works as long as the address is subscribed, so it is also where they are changed) and a
 * one-click unsubscribe.
 */
export default function NewsletterConfirmPage() {
  const token = useLinkToken();
  const [status, setStatus] = useState<FormStatus>(
    token ? { state: 'submitting' } : { state: 'error', message: newsletterMessages.confirmFailed },
  );
  const asked = useRef<string | undefined>(undefined);
  const [followed, setFollowed] = useState<readonly string[]>([]);

  useEffect(() => {
    // Once per token, even if React runs the effect twice.
    if (!token || asked.current === token) return;
    asked.current = token;
    void postToken(NEWSLETTER_CONFIRM_PATH, token, newsletterMessages.confirmFailed).then((outcome) => {
      if (outcome.ok) setFollowed(followedTeamsOf(outcome.body));
      setStatus(outcome.ok ? { state: 'success', message: newsletterMessages.confirmed } : { state: 'error', message: outcome.message });
    });
  }, [token]);

  return (
    <>
      <meta name="robots" content="noindex" />
      <PageBanner title="NEWSLETTER" crumb="Confirm Subscription" />
      <section className="section">
        <div className="container newsletter-link card">
          <div className="card__body">
            <h2 className="newsletter-link__title">Confirm your subscription</h2>
            {status.state === 'submitting' ? (
              <p className="newsletter-link__working" role="status">
                <Spinner />
                Confirming your subscription...
              </p>
            ) : (
              <FormAlert status={status} />
            )}
            {status.state === 'success' && token ? <FollowTeamsForm token={token} followed={followed} /> : null}
            {status.state === 'success' && token ? (
              <div className="newsletter-link__more">
                <p>Changed your mind? One click takes you off the list again.</p>
                <UnsubscribeButton token={token} />
              </div>
            ) : null}
          </div>
        </div>
      </section>
    </>
  );
}
