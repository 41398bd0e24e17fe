// The sponsorship request (/partners 'Become a Sponsor'): the form and POST
// /public/api/sponsorship-requests share these fields, options and messages. No zod here: the
// form loads its schema (common/requests/sponsorship-schemas.ts) when it is sent, so /partners does not
// load the validation library to show the form.

import { submissionFailure } from './form-protocol';

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

/** The form's amount box as the request sends it: empty is 0. */
export function amountFromInput(text: string): number {
  return text.trim() === '' ? 0 : Number(text);
}
