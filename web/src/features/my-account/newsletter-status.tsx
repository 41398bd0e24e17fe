import { Link } from '../../lib/router';
import type { MyRequestsAnswer } from '../../../../common/requests/my-requests';
import { NEWSLETTER_CONFIRM_PAGE, NEWSLETTER_UNSUBSCRIBE_PAGE, newsletterLinkPath } from '../../../../common/newsletter/newsletter';

/** The member's newsletter entry; subscribing is the footer form's job, on every page. */
export function NewsletterStatus({ newsletter }: { readonly newsletter: MyRequestsAnswer['newsletter'] }) {
  const { status, token } = newsletter;
  if (status === 'confirmed' && token) {
    return (
      <p>
        You get the club newsletter at this address. <Link to={newsletterLinkPath(NEWSLETTER_UNSUBSCRIBE_PAGE, token)}>Unsubscribe</Link>
      </p>
    );
  }
  if (status === 'pending' && token) {
    return (
      <p>
        Your subscription is waiting for confirmation: use the link in the mail we sent, or{' '}
        <Link to={newsletterLinkPath(NEWSLETTER_CONFIRM_PAGE, token)}>confirm it now</Link>.
      </p>
    );
  }
  return <p>You are not subscribed. To get the club newsletter, use the sign-up form at the foot of this page.</p>;
}
