import { newsletterMessages } from '../../../../common/newsletter/newsletter';
import { FormAlert } from '../../components/forms/form-alert';
import { PageBanner } from '../../components/layout/page-banner';
import { useLinkToken } from './newsletter-links';
import { UnsubscribeButton } from './unsubscribe-button';
import './newsletter.css';

/** Every newsletter mail's unsubscribe link: one click on the button takes the address off the list. */
export default function NewsletterUnsubscribePage() {
  const token = useLinkToken();

  return (
    <>
      <meta name="robots" content="noindex" />
      <PageBanner title="NEWSLETTER" crumb="Unsubscribe" />
      <section className="section">
        <div className="container newsletter-link card">
          <div className="card__body">
            <h2 className="newsletter-link__title">Unsubscribe from the Blaze newsletter</h2>
            {token ? (
              <>
                <p>Click the button to stop getting the Blaze Rugby Club newsletter at this address.</p>
                <UnsubscribeButton token={token} label="Unsubscribe" />
              </>
            ) : (
              <FormAlert status={{ state: 'error', message: newsletterMessages.unsubscribeFailed }} />
            )}
          </div>
        </div>
      </section>
    </>
  );
}
