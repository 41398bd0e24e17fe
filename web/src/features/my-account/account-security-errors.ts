// What the member reads when Cognito refuses a password change or an authenticator-app set-up.
// Amplify's errors carry the name of Cognito's exception; cognito-local (the local stand-in) names
// a few differently, and says so where it differs.

import { passwordPolicyHint } from '../../../../common/club/password-policy';

export const accountSecurityMessages = {
  passwordChanged: 'Your password is changed. Use the new one the next time you sign in.',
  wrongCurrentPassword: 'Your current password is not right. Please check it and try again.',
  weakPassword: `Cognito refused the new password: it does not meet the club's password rules. ${passwordPolicyHint}`,
  tooManyTries: 'Too many tries. Please wait a few minutes and try again.',
  sessionEnded: 'Your session has ended. Please sign out, sign in again and try once more.',
  passwordFailed: 'Your password could not be changed: the sign-in service did not answer. Please try again in a moment.',
  authenticatorUnavailable:
    'Two-step sign-in is not available on this server (the local sign-in stand-in cannot set up authenticator apps).',
  authenticatorFailed: 'The authenticator app could not be set up: the sign-in service did not answer. Please try again in a moment.',
  wrongCode: 'That code is not right. Check that the app shows the Blaze Rugby Club entry and type its current six-digit code.',
  codeFormat: 'Type the six-digit code your authenticator app shows.',
  authenticatorOn: 'Two-step sign-in is on: after your password, the club will ask for a code from your authenticator app.',
} as const;

function nameOf(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The member's sentence for a refused ChangePassword. */
export function passwordChangeError(error: unknown): string {
  switch (nameOf(error)) {
    case 'NotAuthorizedException':
      // Cognito's answer to a wrong current password, and also to a token it no longer takes.
      return /token/i.test(messageOf(error)) ? accountSecurityMessages.sessionEnded : accountSecurityMessages.wrongCurrentPassword;
    case 'InvalidPasswordException':
      // Cognito: "Password does not conform to policy: …". cognito-local answers a wrong current
      // password with this exception too, with its own bare "Invalid password".
      return /conform to policy/i.test(messageOf(error))
        ? accountSecurityMessages.weakPassword
        : accountSecurityMessages.wrongCurrentPassword;
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return accountSecurityMessages.tooManyTries;
    case 'UserUnAuthenticatedException':
      return accountSecurityMessages.sessionEnded;
    default:
      return accountSecurityMessages.passwordFailed;
  }
}

/** True when the server does not do authenticator apps at all (a stand-in without the calls). */
export function isAuthenticatorUnsupported(error: unknown): boolean {
  const name = nameOf(error);
  return (
    /unsupported|unknownoperation/i.test(name) ||
    /unsupported|not supported/i.test(messageOf(error)) ||
    // An access token without the admin scope: the server will not set up an app for it.
    (name === 'NotAuthorizedException' && /scope/i.test(messageOf(error)))
  );
}

/** The member's sentence for a refused set-up or code check. */
export function authenticatorError(error: unknown): string {
  if (isAuthenticatorUnsupported(error)) return accountSecurityMessages.authenticatorUnavailable;
  switch (nameOf(error)) {
    case 'CodeMismatchException':
    case 'EnableSoftwareTokenMFAException':
      return accountSecurityMessages.wrongCode;
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return accountSecurityMessages.tooManyTries;
    case 'NotAuthorizedException':
    case 'UserUnAuthenticatedException':
      return accountSecurityMessages.sessionEnded;
    default:
      return accountSecurityMessages.authenticatorFailed;
  }
}
