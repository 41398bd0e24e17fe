// The boundary between the site and Amplify: the only module that imports aws-amplify, loaded
// with import() only (never from the first bundle). The rest of the site sees this interface.

import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signInWithRedirect, signOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { OFFICERS_GROUP } from '../../../../common/roles';
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
   * The ID token for the API's member and officer rows (the JWT authorizer takes it by its
   * audience, and its claims carry the email and groups), renewed first when due; null when signed out.
   */
  idToken(): Promise<string | null>;
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

// The member's details come from the ID token's claims: no call needs the
// `aws.cognito.signin.user.admin` scope, which the app client does not grant in the cloud.
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
