// What the first paint may know about sign-in without loading Amplify: whether a member's tokens
// are stored (Amplify's own localStorage keys), and what this tab was doing when it left for the
// hosted UI (our own sessionStorage marker), so a signed-out visitor never downloads Amplify.

/** Amplify's key prefix; a signed-in member has `<prefix>.<clientId>.LastAuthUser`. */
const AMPLIFY_KEY_PREFIX = 'CognitoIdentityServiceProvider.';
const LAST_AUTH_USER_SUFFIX = '.LastAuthUser';
const PENDING_KEY = 'blaze.auth.pending';

export type PendingAuth = { readonly action: 'sign-in' | 'sign-out'; readonly returnTo: string };

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    // Storage can be switched off (privacy settings); then nobody is remembered.
    return fallback;
  }
}

export function hasStoredSession(): boolean {
  return safely(() => {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key?.startsWith(AMPLIFY_KEY_PREFIX) && key.endsWith(LAST_AUTH_USER_SUFFIX)) return true;
    }
    return false;
  }, false);
}

/** A same-site path only, so a crafted marker can never send the visitor elsewhere. */
export function safeReturnPath(path: unknown): string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : '/';
}

export function rememberPending(pending: PendingAuth): void {
  safely(() => sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending)), undefined);
}

export function readPending(): PendingAuth | undefined {
  return safely(() => {
    const raw = sessionStorage.getItem(PENDING_KEY);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || !('action' in parsed)) return undefined;
    const action = parsed.action === 'sign-out' ? 'sign-out' : parsed.action === 'sign-in' ? 'sign-in' : undefined;
    if (!action) return undefined;
    return { action, returnTo: safeReturnPath('returnTo' in parsed ? parsed.returnTo : undefined) };
  }, undefined);
}

export function clearPending(): void {
  safely(() => sessionStorage.removeItem(PENDING_KEY), undefined);
}
