// The sponsorship request's schema: what POST /public/api/sponsorship-requests accepts, which the
// form on /partners also checks (loading this module when it is sent). The facts are in
// common/requests/sponsorship.ts.

import '../zod-setup.ts';
import * as z from 'zod';
import { SPONSORSHIP_MAX_AMOUNT, sponsorshipTypes } from './sponsorship';
import { emailField, FORM_LIMITS, honeypotField, optionalText, phoneField, requiredLine } from './visitor-forms';

/** The amount: minimum 0, step 0.01 (whole cents); an empty amount is sent as 0. */
export const sponsorshipAmountField = z
  .number({ error: 'Proposed Amount must be a number.' })
  .min(0, 'Proposed Amount cannot be negative.')
  .max(SPONSORSHIP_MAX_AMOUNT, `Proposed Amount must be at most ${SPONSORSHIP_MAX_AMOUNT}.`)
  .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, 'Proposed Amount must be in whole cents (step 0.01).');

export const sponsorshipRequestSchema = z.object({
  companyName: requiredLine('Company Name'),
  contactName: requiredLine('Contact Name', FORM_LIMITS.name),
  email: emailField('Email'),
  phone: phoneField('Phone', false).default(''),
  sponsorshipType: z.enum(sponsorshipTypes, { error: `Sponsorship Type must be one of: ${sponsorshipTypes.join(', ')}.` }),
  amount: sponsorshipAmountField.default(0),
  message: optionalText('Message').default(''),
  website: honeypotField,
});
export type SponsorshipRequest = z.output<typeof sponsorshipRequestSchema>;
