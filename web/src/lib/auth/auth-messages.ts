// What the visitor reads when signing in or out goes wrong, in the old site's terms (sign-in failed,
// sign-out failed, silent renewal failed, expired session).

export const authMessages = {
  signInFailed: 'Sign-in failed. Please try logging in again.',
  signInUnavailable: 'Sign-in could not start: the sign-in service did not answer. Please try again in a moment.',
  signOutFailed: 'Sign-out failed. Please try again.',
  renewFailed: 'Renewing your session failed: you stay signed in until it ends, then you will need to log in again.',
  sessionExpired: 'Your session has expired, so you are signed out. Log in again to continue.',
  signedOut: 'You are signed out.',
} as const;

export type AuthMessage = (typeof authMessages)[keyof typeof authMessages];
