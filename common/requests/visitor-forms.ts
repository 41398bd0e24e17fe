// What every form a visitor sends has in common, in the browser and on the server alike: the
// honeypot field bots fill and people never see, the idempotency key that makes a retried
// submission one record, and the text fields' shared rules (trimmed, bounded, one line where a
// line is expected, a real email address).

import '../zod-setup.ts';
import * as z from 'zod';

import { FORM_LIMITS } from './form-protocol';

export { FORM_LIMITS, HONEYPOT_FIELD, IDEMPOTENCY_HEADER } from './form-protocol';

/** An idempotency key as the forms make them (a UUID); anything else is refused. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'The Idempotency-Key header must be 16 to 64 letters, digits, "-" or "_".');

// C0 controls other than tab, and DEL: never part of what a person types on one line.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for
const controlCharacters = /[\u0000-\u0008\u000a-\u001f\u007f]/;
// Multi-line text keeps tab, LF and CR.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for
const controlCharactersInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** One line of text, trimmed; empty is allowed (use `requiredLine` for a required field). */
export function optionalLine(label: string, max: number = FORM_LIMITS.shortText) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => !controlCharacters.test(value), `${label} must be a single line of plain text.`);
}

/** One line of text that must not be blank. */
export function requiredLine(label: string, max: number = FORM_LIMITS.shortText) {
  return optionalLine(label, max).refine((value) => value.length > 0, `${label} is required.`);
}

/** Several lines of text (a message); empty is allowed. */
export function optionalText(label: string, max: number = FORM_LIMITS.longText) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => !controlCharactersInText.test(value), `${label} contains characters that are not text.`);
}

/** A required email address, trimmed and lower-cased in the domain only (the local part may be case-sensitive). */
export function emailField(label = 'Email') {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(FORM_LIMITS.email, `${label} must be at most ${FORM_LIMITS.email} characters.`)
    .pipe(z.email(`${label} must be a valid email address, like name@example.com.`));
}

/** A phone number as people type it: digits, spaces and + ( ) - . only. */
export function phoneField(label: string, required: boolean) {
  const base = optionalLine(label, FORM_LIMITS.phone).refine(
    (value) => /^[0-9+().\s-]*$/.test(value),
    `${label} may hold only digits, spaces and + ( ) - .`,
  );
  return required ? base.refine((value) => value.length > 0, `${label} is required.`) : base;
}

/** The honeypot: optional text; the server reads it before anything else. */
export const honeypotField = z.string().max(500).optional();

/** The same address however it was typed: trimmed and lower-cased, for limits and uniqueness. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// Providers known to ignore dots in the local part; googlemail.com is gmail.com under another name.
const dotlessDomains: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches, for counting mail per address (never stored, never mailed to):
 * normalized, a `+tag` cut off the local part, and for Gmail the dots dropped, so
 * `victim+1@x.org` and `v.ictim@googlemail.com` count as the mailbox they all land in.
 */
export function canonicalEmail(email: string): string {
  const normalized = normalizeEmail(email);
  const at = normalized.lastIndexOf('@');
  if (at <= 0) return normalized;
  const domain = normalized.slice(at + 1);
  const untagged = normalized.slice(0, at).split('+')[0] ?? '';
  const gmail = dotlessDomains[domain];
  const local = gmail ? untagged.replaceAll('.', '') : untagged;
  return `${local || normalized.slice(0, at)}@${gmail ?? domain}`;
}

/**
 * The domain a mailbox is counted under for the per-domain mail limits: the part after the `@` of
 * its canonical form (so Googlemail is Gmail), whole. A subdomain counts on its own, since some
 * providers give each customer one (`anything@victim.fastmail.com` all lands with one person).
 * Empty for text with no `@`.
 */
export function emailDomain(email: string): string {
  const canonical = canonicalEmail(email);
  const at = canonical.lastIndexOf('@');
  return at < 0 ? '' : canonical.slice(at + 1);
}
