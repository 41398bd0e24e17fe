// The newsletter sign-up (the footer form on every page): double opt-in. Subscribing stores a
// pending entry and mails a confirmation link; the link's page confirms; every mail and the
// confirmation page carry a one-click unsubscribe link. Unconfirmed entries expire by TTL.
// No zod here: the footer is in every page's first bundle, so its words and paths must come
// without the schemas (those are in ./newsletter-requests.ts).

import { asClause } from '../requests/form-protocol';

export const NEWSLETTER_SUBSCRIPTIONS_PATH = '/public/api/newsletter-subscriptions';
export const NEWSLETTER_CONFIRM_PATH = '/public/api/newsletter-subscriptions/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/public/api/newsletter-subscriptions/unsubscribe';

/** The site pages the mails link to; each reads the token from its fragment and posts it to the API above. */
export const NEWSLETTER_CONFIRM_PAGE = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe';

/**
 * A link page's address with its token, `/newsletter/confirm#token=…`. The token rides in the
 * fragment, which a browser never sends: no CloudFront log and no Referer header ever holds it.
 * A `?token=` address (the query, which both would hold) is not read.
 */
export function newsletterLinkPath(page: string, token: string): string {
  return `${page}#${new URLSearchParams({ token })}`;
}

/** The token a link page's fragment (`location.hash`) carries, unchecked, or undefined. */
export function tokenOfFragment(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? undefined;
}

/** How long a confirmation link works; the unconfirmed entry is deleted (TTL) after it. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

export const newsletterInterests = ['corporation', 'fossils', 'rugbyClub'] as const;
export type NewsletterInterest = (typeof newsletterInterests)[number];

/** The footer's three boxes, in the old site's order. */
export const newsletterInterestLabels: Record<NewsletterInterest, string> = {
  corporation: 'Corporation',
  fossils: 'Fossils',
  rugbyClub: 'Rugby Club',
};

export const newsletterMessages = {
  subscribed: (name: string) => `Thanks, ${name}! Please check your email and click the link we sent to confirm your subscription.`,
  failure: (detail: string) => `Sorry, we could not sign you up: ${asClause(detail)}. Please try again.`,
  /** The failure's detail when no answer came at all. */
  noAnswer: 'we could not reach the club’s website (please check your connection)',
  /** The failure's detail when the answer named no error. */
  unknownError: 'an unknown error occurred',
  confirmed: 'Your subscription is confirmed. Welcome to the Blaze newsletter!',
  confirmFailed: 'This confirmation link has expired or was already used. Please sign up again from the form at the bottom of any page.',
  unsubscribed: 'You have been unsubscribed and will get no more newsletter mail from us.',
  unsubscribeFailed: 'This unsubscribe link is not valid any more: the address may already be unsubscribed.',
  /** A link page that could not reach the API. */
  linkNoAnswer: 'We could not reach the club’s website just now. Please check your connection and try again.',
} as const;
