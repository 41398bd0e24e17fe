import type { AccountSecurity } from '../auth/auth-client';

/** The account settings of the auth client, whose chunk (Amplify) arrives only through this import(). */
export async function loadSecurity(): Promise<AccountSecurity> {
  return (await import('../auth/auth-client')).loadAccountSecurity();
}
