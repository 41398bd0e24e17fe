// The text rules every visitor form shares: trimmed, bounded, one line where one is expected,
// real email addresses, phone characters, and the idempotency key's shape.

import { describe, expect, it } from 'vitest';
import { asClause, submissionFailure } from '../../../common/requests/form-protocol';
import {
  canonicalEmail,
  emailDomain,
  emailField,
  idempotencyKeySchema,
  normalizeEmail,
  optionalText,
  phoneField,
  requiredLine,
} from '../../../common/requests/visitor-forms';

describe('the shared form fields', () => {
  it('trims a required line and refuses it blank, too long or over two lines', () => {
    const name = requiredLine('Name', 10);
    expect(name.parse('  Ann  ')).toBe('Ann');
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('Name is required.');
    expect(name.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe('Name must be at most 10 characters.');
    for (const text of ['Ann\nBcc: x@example.com', 'Ann\rB', 'Ann\u0000'])
      expect(name.safeParse(text).success, JSON.stringify(text)).toBe(false);
  });

  it('lets a message keep its line breaks and tabs, but no other control character', () => {
    const message = optionalText('Message');
    expect(message.parse('Line one\r\n\tLine two')).toBe('Line one\r\n\tLine two');
    expect(message.safeParse('bell\u0007').success).toBe(false);
  });

  it('takes a real email address only', () => {
    const email = emailField();
    expect(email.parse(' ann@example.com ')).toBe('ann@example.com');
    for (const text of ['', 'ann', 'ann@', 'a b@example.com', 'ann@example.com\r\nBcc: x@example.com']) {
      expect(email.safeParse(text).success, JSON.stringify(text)).toBe(false);
    }
  });

  it('takes phone numbers as people write them, and nothing else', () => {
    expect(phoneField('Phone', true).parse('+1 (630) 555-0100')).toBe('+1 (630) 555-0100');
    expect(phoneField('Phone', true).safeParse('').success).toBe(false);
    expect(phoneField('Phone', false).parse('')).toBe('');
    expect(phoneField('Phone', false).safeParse('call me').success).toBe(false);
  });

  it('takes a UUID-like idempotency key and refuses anything else', () => {
    expect(idempotencyKeySchema.safeParse('5f0c6a52-3f1e-4c1b-9d0e-8d1f4d2a7b11').success).toBe(true);
    for (const key of ['short', 'x'.repeat(65), 'has space in it here', 'semi;colon-0123456789']) {
      expect(idempotencyKeySchema.safeParse(key).success, key).toBe(false);
    }
  });

  it('makes one address of the same address typed differently', () => {
    expect(normalizeEmail('  Ann@Example.COM ')).toBe('ann@example.com');
  });

  it('counts the mailbox an address reaches: tags cut, Gmail dots dropped, other domains left alone', () => {
    const one = (addresses: string[]) => new Set(addresses.map(canonicalEmail));
    expect(one(['a+1@x.org', 'a+2@x.org', 'A@X.org', 'a@x.org'])).toEqual(new Set(['a@x.org']));
    expect(one(['a.b@gmail.com', 'ab@gmail.com', 'AB@googlemail.com', 'a.b+spam@GoogleMail.com'])).toEqual(new Set(['ab@gmail.com']));
    expect(canonicalEmail('a.b@x.org')).toBe('a.b@x.org');
    expect(canonicalEmail('a.b@x.org')).not.toBe(canonicalEmail('ab@x.org'));
    expect(canonicalEmail('a.b@gmail.com.evil.example')).toBe('a.b@gmail.com.evil.example');
    // What is stored for /account stays the address as typed, only normalized.
    expect(normalizeEmail('A.B+club@gmail.com')).toBe('a.b+club@gmail.com');
  });

  it('counts an address under its whole domain, a subdomain on its own', () => {
    expect(emailDomain(' Victim+1@X.org ')).toBe('x.org');
    expect(emailDomain('a.b@GoogleMail.com')).toBe('gmail.com');
    expect(new Set(['one@victim.fastmail.com', 'two@victim.fastmail.com'].map(emailDomain))).toEqual(new Set(['victim.fastmail.com']));
    expect(emailDomain('one@victim.fastmail.com')).not.toBe(emailDomain('one@other.fastmail.com'));
  });

  it("names an address's mail domain as its mailbox is counted: lower case, googlemail.com as gmail.com", () => {
    expect(emailDomain(' Ann+x@Example.COM ')).toBe('example.com');
    expect(emailDomain('a.b@GoogleMail.com')).toBe('gmail.com');
    expect(emailDomain('a@gmail.com.evil.example')).toBe('gmail.com.evil.example');
    expect(emailDomain('no-at-sign')).toBe('');
  });

  it("puts the server's message inside the failure sentence without a doubled full stop", () => {
    expect(asClause('Name is required.')).toBe('Name is required');
    expect(asClause('Booked! ')).toBe('Booked');
    expect(submissionFailure('Email must be a valid email address.')).toBe(
      'Sorry, there was an error submitting your request: Email must be a valid email address. Please try again or contact us directly.',
    );
  });
});
