// The sponsorship request (/partners 'Become a Sponsor'): the form and POST
// /public/api/sponsorship-requests share these fields, options and messages.

import * as z from 'zod';
import { submissionFailure } from './form-protocol';
import { emailField, FORM_LIMITS, honeypotField, optionalText, phoneField, requiredLine } from './visitor-forms';

export const SPONSORSHIP_REQUESTS_PATH = '/public/api/sponsorship-requests';

export const sponsorshipTypes = ['jersey', 'field', 'event', 'season', 'equipment', 'other'] as const;
export type SponsorshipType = (typeof sponsorshipTypes)[number];

/** What each option reads as in the form. */
export const sponsorshipTypeLabels: Record<SponsorshipType, string> = {
  jersey: 'Jersey Sponsorship',
  field: 'Field Sponsorship',
  event: 'Event Sponsorship',
  season: 'Season Sponsorship',
  equipment: 'Equipment Sponsorship',
  other: 'Other',
};

/** The most a proposal may name, in dollars (a guard against typos and junk, not a policy). */
export const SPONSORSHIP_MAX_AMOUNT = 1_000_000;

export const sponsorshipMessages = {
  required: 'Please fill in all required fields (Company Name, Contact Name, Email, and Sponsorship Type).',
  success: 'Thank you for your sponsorship request! We will review it and get back to you soon.',
  failure: submissionFailure,
  unknownError: 'Unknown error occurred',
} as const;

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

/** The form's amount box as the request sends it: empty is 0. */
export function amountFromInput(text: string): number {
  return text.trim() === '' ? 0 : Number(text);
}
