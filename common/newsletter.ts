// The newsletter sign-up (the footer form on every page): double opt-in. Subscribing stores a
// pending entry and mails a confirmation link; the link's page confirms; every mail and the
// confirmation page carry a one-click unsubscribe link. Unconfirmed entries expire by TTL.

import { z } from 'zod';
import { emailField, FORM_LIMITS, honeypotField, requiredLine } from './visitor-forms';

export const NEWSLETTER_SUBSCRIPTIONS_PATH = '/public/api/newsletter-subscriptions';
export const NEWSLETTER_CONFIRM_PATH = '/public/api/newsletter-subscriptions/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/public/api/newsletter-subscriptions/unsubscribe';

/** The site pages the mails link to; each reads `?token=` and calls the API above. */
export const NEWSLETTER_CONFIRM_PAGE = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe';

/** How long a confirmation link works; the unconfirmed entry is deleted (TTL) after it. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

export const newsletterInterests = ['corporation', 'fossils', 'rugbyClub'] as const;
export type NewsletterInterest = (typeof newsletterInterests)[number];

/** The footer's three boxes, in the spec's order. */
export const newsletterInterestLabels: Record<NewsletterInterest, string> = {
  corporation: 'Corporation',
  fossils: 'Fossils',
  rugbyClub: 'Rugby Club',
};

export const newsletterMessages = {
  subscribed: (name: string) => `Thanks, ${name}! Please check your email and click the link we sent to confirm your subscription.`,
  failure: (detail: string) => `Sorry, we could not sign you up: ${detail}. Please try again.`,
  confirmed: 'Your subscription is confirmed. Welcome to the Blaze newsletter!',
  confirmFailed: 'This confirmation link has expired or was already used. Please sign up again from the form at the bottom of any page.',
  unsubscribed: 'You have been unsubscribed and will get no more newsletter mail from us.',
  unsubscribeFailed: 'This unsubscribe link is not valid any more: the address may already be unsubscribed.',
} as const;

export const newsletterSubscriptionSchema = z.object({
  name: requiredLine('Name', FORM_LIMITS.name),
  email: emailField('Email'),
  interests: z
    .array(z.enum(newsletterInterests, { error: `interests may hold only: ${newsletterInterests.join(', ')}.` }))
    .max(newsletterInterests.length)
    .default([])
    .transform((interests) => [...new Set(interests)]),
  website: honeypotField,
});
export type NewsletterSubscription = z.output<typeof newsletterSubscriptionSchema>;

/** The secret of a confirmation or unsubscribe link: 43 URL-safe characters (32 random bytes). */
export const newsletterTokenSchema = z
  .string()
  .max(43, 'The link is not valid (its token is malformed).')
  .regex(/^[A-Za-z0-9_-]{43}$/, 'The link is not valid (its token is malformed).');

export const newsletterTokenBodySchema = z.object({ token: newsletterTokenSchema });
