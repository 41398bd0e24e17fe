// What the newsletter endpoints accept (zod), apart from the footer's words and paths in
// ./newsletter.ts, which every page's first bundle carries without zod.

import * as z from 'zod';
import { newsletterInterests } from './newsletter';
import { teamIdsField } from '../teams/team-schemas';
import { emailField, FORM_LIMITS, honeypotField, requiredLine } from '../requests/visitor-forms';

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

/**
 * The confirmation link's page: `{ token }` confirms; with `followedTeams` it also sets the teams
 * whose fixture changes the subscriber is mailed (an empty list follows none).
 */
export const newsletterConfirmBodySchema = newsletterTokenBodySchema.extend({ followedTeams: teamIdsField.optional() });
