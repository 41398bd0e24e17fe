// The sponsorship request's shared rules: the old site's option list, required fields, the amount
// (minimum 0, step 0.01, empty sent as 0) and the messages the form shows.

import { describe, expect, it } from 'vitest';
import { amountFromInput, sponsorshipMessages, sponsorshipTypeLabels, sponsorshipTypes } from '../../../common/requests/sponsorship';
import { sponsorshipRequestSchema } from '../../../common/requests/sponsorship-schemas';

const good = { companyName: 'Lemont Lumber Co.', contactName: 'Grace Nowak', email: 'grace@example.com', sponsorshipType: 'field' };

function firstError(body: unknown): string | undefined {
  const result = sponsorshipRequestSchema.safeParse(body);
  return result.success ? undefined : `${result.error.issues[0]?.path.join('.')}: ${result.error.issues[0]?.message}`;
}

describe('the sponsorship request', () => {
  it('offers exactly the old site’s sponsorship types, each with a label, other last', () => {
    expect(sponsorshipTypes).toEqual(['jersey', 'field', 'event', 'season', 'equipment', 'other']);
    expect(Object.keys(sponsorshipTypeLabels)).toEqual([...sponsorshipTypes]);
    expect(sponsorshipTypeLabels.other).toBe('Other');
  });

  it('takes the required fields alone, filling phone, amount and message', () => {
    expect(sponsorshipRequestSchema.parse(good)).toEqual({ ...good, phone: '', amount: 0, message: '' });
  });

  it.each(['companyName', 'contactName', 'email', 'sponsorshipType'])('refuses a request without %s, naming it', (field) => {
    expect(firstError({ ...good, [field]: undefined })).toMatch(new RegExp(`^${field}:`));
    if (field !== 'sponsorshipType') expect(firstError({ ...good, [field]: '  ' })).toMatch(new RegExp(`^${field}:`));
  });

  it('refuses a type off the list', () => {
    expect(firstError({ ...good, sponsorshipType: 'naming-rights' })).toBe(
      'sponsorshipType: Sponsorship Type must be one of: jersey, field, event, season, equipment, other.',
    );
  });

  it('takes an amount of 0 or more in whole cents, and nothing else', () => {
    for (const amount of [0, 0.01, 19.99, 2500.5, 1_000_000, 0.1 + 0.2]) {
      expect(sponsorshipRequestSchema.safeParse({ ...good, amount }).success, String(amount)).toBe(true);
    }
    expect(firstError({ ...good, amount: -0.01 })).toBe('amount: Proposed Amount cannot be negative.');
    expect(firstError({ ...good, amount: 10.005 })).toBe('amount: Proposed Amount must be in whole cents (step 0.01).');
    expect(firstError({ ...good, amount: 1_000_000.01 })).toMatch(/^amount: Proposed Amount must be at most/);
    for (const amount of ['100', '', null, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(firstError({ ...good, amount }), String(amount)).toMatch(/^amount:/);
    }
  });

  it('sends an empty amount box as 0 and a filled one as its number', () => {
    expect(amountFromInput('')).toBe(0);
    expect(amountFromInput('   ')).toBe(0);
    expect(amountFromInput('250.75')).toBe(250.75);
  });

  it('words its messages as the old site does', () => {
    expect(sponsorshipMessages.required).toBe(
      'Please fill in all required fields (Company Name, Contact Name, Email, and Sponsorship Type).',
    );
    expect(sponsorshipMessages.success).toBe('Thank you for your sponsorship request! We will review it and get back to you soon.');
    expect(sponsorshipMessages.failure(sponsorshipMessages.unknownError)).toBe(
      'Sorry, there was an error submitting your request: Unknown error occurred. Please try again or contact us directly.',
    );
  });
});
