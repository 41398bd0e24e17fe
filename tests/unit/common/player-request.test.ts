// The player request's shared rules: the old site's position and experience lists, the four required
// fields, the date of birth, and the messages the form shows.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { experienceLabels, experienceLevels, playerMessages, playerPositions, positionLabels } from '../../../common/squad/player-request';
import { dateOfBirthField, playerRequestSchema } from '../../../common/squad/player-request-schemas';

const good = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '630-555-0100' };

function firstError(body: unknown): string | undefined {
  const result = playerRequestSchema.safeParse(body);
  return result.success ? undefined : `${result.error.issues[0]?.path.join('.')}: ${result.error.issues[0]?.message}`;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the player request', () => {
  it('offers exactly the old site’s positions and experience levels, each with a label', () => {
    expect(playerPositions).toEqual([
      'prop',
      'hooker',
      'lock',
      'flanker',
      'number-8',
      'scrum-half',
      'fly-half',
      'centre',
      'wing',
      'fullback',
      'any',
    ]);
    expect(experienceLevels).toEqual(['beginner', 'intermediate', 'advanced', 'collegiate', 'professional']);
    expect(Object.keys(positionLabels)).toEqual([...playerPositions]);
    expect(Object.keys(experienceLabels)).toEqual([...experienceLevels]);
  });

  it('takes the four required fields alone, the optional ones empty', () => {
    expect(playerRequestSchema.parse(good)).toEqual({ ...good, dateOfBirth: '', position: '', experience: '', message: '' });
  });

  it.each(['firstName', 'lastName', 'email', 'phone'])('refuses a request without %s, naming it', (field) => {
    expect(firstError({ ...good, [field]: '' })).toMatch(new RegExp(`^${field}:`));
    expect(firstError({ ...good, [field]: undefined })).toMatch(new RegExp(`^${field}:`));
  });

  it('takes an empty or listed position and experience, and refuses others', () => {
    expect(playerRequestSchema.safeParse({ ...good, position: 'number-8', experience: 'beginner' }).success).toBe(true);
    expect(playerRequestSchema.safeParse({ ...good, position: '', experience: '' }).success).toBe(true);
    expect(firstError({ ...good, position: 'quarterback' })).toMatch(/^position:/);
    expect(firstError({ ...good, experience: 'legend' })).toMatch(/^experience:/);
  });

  it('takes a real date of birth of someone 5 to 100 years old this year, or none', () => {
    for (const text of ['', '2001-02-28', '2000-02-29', '1926-01-01', '2021-12-31']) {
      expect(dateOfBirthField.safeParse(text).success, text).toBe(true);
    }
    for (const text of ['2001-02-29', '2001-02-30', '2001-13-01', '1925-12-31', '2022-01-01', '2027-01-01', '03/14/2001', '2001-3-4']) {
      expect(dateOfBirthField.safeParse(text).error?.issues[0]?.message, text).toBe(
        'Date of Birth must be a real date (YYYY-MM-DD) between 100 and 5 years ago.',
      );
    }
    expect(firstError({ ...good, dateOfBirth: 946_684_800_000 })).toMatch(/^dateOfBirth: Date of Birth must be a date/);
  });

  it('words its messages as the old site does', () => {
    expect(playerMessages).toEqual({
      success: 'Thank you! Your player request has been submitted successfully.',
      failure: 'Failed to submit request. Please try again.',
      network: 'Network error. Please check your connection and try again.',
    });
  });
});
