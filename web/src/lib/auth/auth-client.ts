// The boundary between the site and Amplify: the only module that imports aws-amplify, loaded
// with import() only (never from the first bundle). The rest of the site sees this interface.

import { Amplify } from 'aws-amplify';
import {
  fetchAuthSession,
  fetchMFAPreference,
  setUpTOTP,
  signInWithRedirect,
  signOut,
  updateMFAPreference,
  updatePassword,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { OFFICERS_GROUP } from '../../../../common/club/roles';
import { SIGN_IN_SCOPES, type RuntimeConfig } from '../../../../common/runtime-config';

export interface SignedInMember {
  readonly email: string;
  readonly isOfficer: boolean;
  /** When the ID token ends (epoch ms): renewal is due a little before. */
  readonly expiresAt: number;
}

export type AuthClientEvent = { readonly type: 'sign-in-failed'; readonly reason: string } | { readonly type: 'signed-in' };

export interface AuthClient {
  /** The member of the stored tokens (renewed first when due or when forced), or null when signed out. */
  currentMember(options?: { readonly forceRefresh?: boolean }): Promise<SignedInMember | null>;
  /** Leaves for the hosted UI; resolves only if the browser did not leave. */
  signIn(): Promise<void>;
  /** Forgets the tokens and leaves through the hosted UI's sign-out, which comes back to the site root. */
  signOut(): Promise<void>;
  onEvent(listener: (event: AuthClientEvent) => void): () => void;
  /**
   * The ID token for the API's member rows (its claims carry the verified email they read),
   * renewed first when due; null when signed out.
   */
  idToken(): Promise<string | null>;
  /**
   * The access token for the API's officer rows: API Gateway requires the officer scope there,
   * which the officer token trigger adds to an officer's access token only once an authenticator
   * app is set up. Renewed first when due; null when signed out.
   */
  accessToken(): Promise<string | null>;
  /** True when an authenticator app gives the member's second sign-in step (asked of Cognito). */
  authenticatorEnabled(): Promise<boolean>;
}

/** What an authenticator app needs to add the member's account. */
export interface AuthenticatorSetup {
  /** The base32 key, for typing in by hand. */
  readonly secret: string;
  /** The otpauth:// address an app takes as a link or a QR code. */
  readonly uri: string;
}

/**
 * The member's own account settings on /account. Each call goes to Cognito with the access token,
 * whose `aws.cognito.signin.user.admin` scope allows it (common/runtime-config.ts). Errors are
 * Amplify's, named after Cognito's exceptions (my-account/account-security-errors.ts reads them).
 */
export interface AccountSecurity {
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** True when an authenticator app already gives the member's second sign-in step. */
  authenticatorEnabled(): Promise<boolean>;
  /** Asks Cognito for a new key for the member's authenticator app. */
  startAuthenticatorSetup(accountName: string): Promise<AuthenticatorSetup>;
  /** Checks the app's first code, then makes the app the member's second step at sign-in. */
  finishAuthenticatorSetup(code: string): Promise<void>;
}

/** The name an authenticator app shows above the member's codes. */
export const AUTHENTICATOR_ISSUER = 'Blaze Rugby Club';

const authenticatorEnabled = async () => (await fetchMFAPreference()).enabled?.includes('TOTP') ?? false;

const accountSecurity: AccountSecurity = {
  changePassword: (oldPassword, newPassword) => updatePassword({ oldPassword, newPassword }),
  authenticatorEnabled,
  startAuthenticatorSetup: async (accountName) => {
    const details = await setUpTOTP();
    return { secret: details.sharedSecret, uri: details.getSetupUri(AUTHENTICATOR_ISSUER, accountName).toString() };
  },
  finishAuthenticatorSetup: async (code) => {
    await verifyTOTPSetup({ code });
    await updateMFAPreference({ totp: 'PREFERRED' });
  },
};

/** The account settings, once Amplify is configured (the same load as the sign-in client). */
export async function loadAccountSecurity(): Promise<AccountSecurity> {
  await loadAuthClient();
  return accountSecurity;
}

async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}

function claimText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// The member's details come from the ID token's claims, with no call to Cognito.
async function currentMember(options?: { readonly forceRefresh?: boolean }): Promise<SignedInMember | null> {
  const session = await fetchAuthSession({ forceRefresh: options?.forceRefresh ?? false });
  const claims = session.tokens?.idToken?.payload;
  if (!claims) return null;
  const groups = claims['cognito:groups'];
  return {
    email: claimText(claims.email) ?? claimText(claims['cognito:username']) ?? 'member',
    isOfficer: Array.isArray(groups) && groups.includes(OFFICERS_GROUP),
    expiresAt: (typeof claims.exp === 'number' ? claims.exp : 0) * 1000,
  };
}

let loaded: Promise<AuthClient> | undefined;

/** Configures Amplify once (which also completes a sign-in coming back from the hosted UI). */
export function loadAuthClient(): Promise<AuthClient> {
  loaded ??= (async () => {
    const config = await loadRuntimeConfig();
    const listeners = new Set<(event: AuthClientEvent) => void>();
    const emit = (event: AuthClientEvent) => {
      for (const listener of listeners) listener(event);
    };
    Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signInWithRedirect') emit({ type: 'signed-in' });
      if (payload.event === 'signInWithRedirect_failure') emit({ type: 'sign-in-failed', reason: reasonOf(payload.data?.error) });
    });
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          userPoolEndpoint: config.userPoolEndpoint,
          loginWith: {
            oauth: {
              domain: config.hostedUiDomain,
              scopes: [...SIGN_IN_SCOPES],
              redirectSignIn: [config.redirectUrl],
              redirectSignOut: [config.redirectUrl],
              responseType: 'code',
            },
          },
        },
      },
    });
    return {
      currentMember,
      idToken: async () => (await fetchAuthSession()).tokens?.idToken?.toString() ?? null,
      accessToken: async () => (await fetchAuthSession()).tokens?.accessToken?.toString() ?? null,
      authenticatorEnabled,
      signIn: () => signInWithRedirect(),
      signOut: () => signOut(),
      onEvent: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
  })();
  // A failed load (config unreachable) may be tried again by the next click.
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}
