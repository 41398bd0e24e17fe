import type { AccountSecurity } from '../../lib/auth/auth-client';

/** The account settings of the auth client, whose chunk (Amplify) arrives only through this import(). */
export async function loadSecurity(): Promise<AccountSecurity> {
  return (await import('../../lib/auth/auth-client')).loadAccountSecurity();
}

/**
 * New tokens now instead of at the next renewal: the officer token trigger runs again at a refresh,
 * so an officer who just set up an authenticator app gets the access token the console's rows
 * require. A failed refresh is left to the next renewal (within 15 minutes).
 */
export async function refreshTokens(): Promise<void> {
  try {
    await (await (await import('../../lib/auth/auth-client')).loadAuthClient()).currentMember({ forceRefresh: true });
  } catch {
    // The app is on either way; the next renewal brings the new scope.
  }
}
