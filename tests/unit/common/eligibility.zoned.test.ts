// The eligibility rule (common/squad/eligibility.ts): a registration active and not expired on the
// club's calendar day of the match (America/Chicago, whatever the machine's zone), the current
// version of every published document signed, and the season's dues paid where the club asks it;
// every reason otherwise, and the reasons' words.

import { describe, expect, it } from 'vitest';
import { clubTime } from '../../../common/club-time';
import {
  type EligibilityFacts,
  eligibilityAt,
  eligibilitySeason,
  ineligibleReasonText,
  normalTypedName,
} from '../../../common/squad/eligibility';

const documents = [
  { id: 'medical-form', version: 1 },
  { id: 'waiver', version: 3 },
  { id: 'code-of-conduct', version: 1 },
] as const;
const allSigned = { 'medical-form': 1, waiver: 3, 'code-of-conduct': 1 } as const;
const active = { status: 'active', expiresOn: '2026-08-31' } as const;
const facts = (over: Partial<EligibilityFacts> = {}): EligibilityFacts => ({ registration: active, documents, signed: allSigned, ...over });

describe('eligibilityAt', () => {
  it('lets a player with an active registration and every current version signed play', () => {
    expect(eligibilityAt(clubTime(2026, 5, 2, 13), facts())).toEqual({ eligible: true, reasons: [] });
  });

  it('counts the expiry day itself in the club’s zone: 11 pm in Chicago on the day is still valid, midnight after is not', () => {
    // 11 pm on 31 August in Chicago is already 1 September in UTC (and in Kiritimati).
    expect(eligibilityAt(clubTime(2026, 8, 31, 23), facts()).eligible).toBe(true);
    expect(eligibilityAt(clubTime(2026, 9, 1, 0), facts())).toEqual({
      eligible: false,
      reasons: [{ kind: 'registration-expired', expiresOn: '2026-08-31' }],
    });
  });

  it('refuses a registration on record that is not active, and one missing altogether', () => {
    const day = clubTime(2026, 5, 2, 13);
    expect(eligibilityAt(day, facts({ registration: { status: 'pending', expiresOn: '2026-08-31' } })).reasons).toEqual([
      { kind: 'registration-not-active', status: 'pending' },
    ]);
    const { registration: _none, ...without } = facts();
    expect(eligibilityAt(day, without).reasons).toEqual([{ kind: 'no-registration' }]);
  });

  it('names an unsigned document and one signed in an older version than the current one', () => {
    const result = eligibilityAt(clubTime(2026, 5, 2, 13), facts({ signed: { 'medical-form': 1, waiver: 2 } }));
    expect(result).toEqual({
      eligible: false,
      reasons: [
        { kind: 'document-outdated', documentId: 'waiver', signedVersion: 2, version: 3 },
        { kind: 'document-unsigned', documentId: 'code-of-conduct' },
      ],
    });
  });

  it('says a registration marked expired and past its day lapsed, once; marked expired before its day, both', () => {
    const expired = { status: 'expired', expiresOn: '2026-08-31' } as const;
    expect(eligibilityAt(clubTime(2026, 10, 1, 13), facts({ registration: expired })).reasons).toEqual([
      { kind: 'registration-expired', expiresOn: '2026-08-31' },
    ]);
    expect(eligibilityAt(clubTime(2026, 8, 1, 13), facts({ registration: expired })).reasons).toEqual([
      { kind: 'registration-not-active', status: 'expired' },
    ]);
  });

  it('asks nothing of a document the club has not published', () => {
    expect(eligibilityAt(clubTime(2026, 5, 2, 13), facts({ documents: [], signed: {} })).eligible).toBe(true);
  });

  it('gives every reason at once, the registration first', () => {
    const reasons = eligibilityAt(
      clubTime(2026, 10, 1, 13),
      facts({ registration: { status: 'suspended', expiresOn: '2026-08-31' }, signed: {} }),
    ).reasons;
    expect(reasons.map((reason) => reason.kind)).toEqual([
      'registration-not-active',
      'registration-expired',
      'document-unsigned',
      'document-unsigned',
      'document-unsigned',
    ]);
  });

  it('asks for the season’s dues only where the club makes them a condition, after the registration and the documents', () => {
    const day = clubTime(2026, 5, 2, 13);
    expect(eligibilityAt(day, facts())).toEqual({ eligible: true, reasons: [] });
    expect(eligibilityAt(day, facts({ dues: { season: 2026, paid: true } }))).toEqual({ eligible: true, reasons: [] });
    expect(eligibilityAt(day, facts({ dues: { season: 2026, paid: false } }))).toEqual({
      eligible: false,
      reasons: [{ kind: 'dues-unpaid', season: 2026 }],
    });
    const { registration: _none, ...unregistered } = facts({ signed: {}, dues: { season: 2026, paid: false } });
    expect(eligibilityAt(day, unregistered).reasons.map((reason) => reason.kind)).toEqual([
      'no-registration',
      'document-unsigned',
      'document-unsigned',
      'document-unsigned',
      'dues-unpaid',
    ]);
  });
});

describe('the season and the words', () => {
  it('numbers the season by the club’s calendar year: New Year’s Eve evening in Chicago is still the old one', () => {
    expect(eligibilitySeason(clubTime(2026, 12, 31, 22))).toBe(2026);
    expect(eligibilitySeason(clubTime(2027, 1, 1, 0))).toBe(2027);
  });

  it('says why in a sentence officers and players read', () => {
    expect(ineligibleReasonText({ kind: 'registration-expired', expiresOn: '2026-08-31' })).toBe(
      'USA Rugby registration lapsed (expired 2026-08-31)',
    );
    expect(ineligibleReasonText({ kind: 'document-unsigned', documentId: 'medical-form' })).toBe('Medical form not signed');
    expect(ineligibleReasonText({ kind: 'document-outdated', documentId: 'waiver', signedVersion: 1, version: 2 })).toBe(
      'Waiver signed in version 1, not the current version 2',
    );
    expect(ineligibleReasonText({ kind: 'registration-not-active', status: 'suspended' })).toBe('USA Rugby registration is suspended');
    expect(ineligibleReasonText({ kind: 'dues-unpaid', season: 2026 })).toBe('Dues unpaid for 2026');
  });

  it('compares typed names without case, extra spaces or curly apostrophes', () => {
    expect(normalTypedName('  Seán   O’Brien ')).toBe(normalTypedName("seán o'brien"));
    expect(normalTypedName('Ada Jones')).not.toBe(normalTypedName('Ada Jone'));
  });
});
