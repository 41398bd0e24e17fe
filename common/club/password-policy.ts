// The user pool's password policy and the change-password form's schema, one rule for both: the CDK
// user pool (infra/constructs/auth.ts) is built from PASSWORD_POLICY, and /account checks a new
// password with the same numbers before Cognito sees it (cognito-local enforces no policy at all).

import '../zod-setup.ts';
import * as z from 'zod';

export const PASSWORD_POLICY = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/** Cognito's longest password. */
export const PASSWORD_MAX_LENGTH = 256;

// Cognito's own list of symbols that count for requireSymbols.
const COGNITO_SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/;

export const passwordMessages = {
  tooShort: `The new password needs at least ${PASSWORD_POLICY.minLength} characters.`,
  tooLong: `The new password may have at most ${PASSWORD_MAX_LENGTH} characters.`,
  lowercase: 'The new password needs a lowercase letter.',
  uppercase: 'The new password needs an uppercase letter.',
  digit: 'The new password needs a digit.',
  symbol: 'The new password needs a symbol, such as ! or #.',
  edgeSpace: 'The new password may not start or end with a space.',
  currentMissing: 'Enter your current password.',
  mismatch: 'The two new passwords do not match.',
  sameAsCurrent: 'The new password must differ from the current one.',
} as const;

/** What the pool's policy asks of a new password, as one sentence for the form's hint. */
export const passwordPolicyHint = `At least ${PASSWORD_POLICY.minLength} characters, with an uppercase and a lowercase letter, a digit and a symbol.`;

// Each character class the policy asks for, with its message.
const characterRules = [
  [PASSWORD_POLICY.requireLowercase, /[a-z]/, passwordMessages.lowercase],
  [PASSWORD_POLICY.requireUppercase, /[A-Z]/, passwordMessages.uppercase],
  [PASSWORD_POLICY.requireDigits, /[0-9]/, passwordMessages.digit],
  [PASSWORD_POLICY.requireSymbols, COGNITO_SYMBOLS, passwordMessages.symbol],
] as const;

export const newPasswordSchema = characterRules
  .filter(([required]) => required)
  .reduce(
    (schema, [, pattern, message]) => schema.regex(pattern, message),
    z.string().min(PASSWORD_POLICY.minLength, passwordMessages.tooShort).max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong),
  )
  .refine((value) => value.trim() === value, passwordMessages.edgeSpace);

export const changePasswordSchema = z
  .strictObject({
    currentPassword: z.string().min(1, passwordMessages.currentMissing).max(PASSWORD_MAX_LENGTH, passwordMessages.currentMissing),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .superRefine((value, context) => {
    if (value.confirmPassword !== value.newPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: passwordMessages.mismatch });
    }
    if (value.currentPassword !== '' && value.currentPassword === value.newPassword) {
      context.addIssue({ code: 'custom', path: ['newPassword'], message: passwordMessages.sameAsCurrent });
    }
  });

export type ChangePasswordForm = z.input<typeof changePasswordSchema>;
