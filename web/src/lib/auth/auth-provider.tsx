import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from '../router';
import type { AuthClient, SignedInMember } from './auth-client';
import { clearPending, hasStoredSession, readPending, rememberPending } from './auth-hints';
import { authMessages } from './auth-messages';
import { AuthContext, type AuthMember, type AuthNotice, type AuthState, type AuthStatus } from './auth-state';
import { delay, isTimeout, RENEW_BEFORE_EXPIRY_MS, RENEW_RETRY_DELAY_MS, SILENT_RENEW_TIMEOUT_MS, withTimeout } from './auth-timing';

// Amplify arrives only through this import(), so it is a chunk of its own.
const loadClient = async (): Promise<AuthClient> => (await import('./auth-client')).loadAuthClient();

/** Back from the hosted UI: Amplify must load to exchange the code, even in a tab without our marker. */
function isHostedUiReturn(): boolean {
  const query = new URLSearchParams(window.location.search);
  return query.has('state') && (query.has('code') || query.has('error'));
}

/** After the first paint, so a returning member's page shows before Amplify is fetched. */
function afterFirstPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** One silent try within the time limit, and one more 5 s later if the first timed out. */
async function silently(client: AuthClient, forceRefresh: boolean): Promise<SignedInMember | null> {
  try {
    return await withTimeout(client.currentMember({ forceRefresh }), SILENT_RENEW_TIMEOUT_MS);
  } catch (error) {
    if (!isTimeout(error)) throw error;
    await delay(RENEW_RETRY_DELAY_MS);
    return withTimeout(client.currentMember({ forceRefresh }), SILENT_RENEW_TIMEOUT_MS);
  }
}

/**
 * Who is signed in, for the whole site. A visitor with no stored session and no sign-in under way
 * stays signed out without Amplify ever loading; anyone else gets it after the first paint.
 */
export function AuthProvider({ children }: { readonly children: ReactNode }) {
  const navigate = useNavigate();
  // The router hands out a new navigate on every page change; the arrival check must run once only.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [status, setStatus] = useState<AuthStatus>('signed-out');
  const [member, setMember] = useState<AuthMember>();
  const [notice, setNotice] = useState<AuthNotice>();
  const clientRef = useRef<Promise<AuthClient> | undefined>(undefined);
  const renewalTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const client = useCallback(() => {
    clientRef.current ??= loadClient().then((loaded) => {
      loaded.onEvent((event) => {
        if (event.type === 'sign-in-failed') setNotice({ tone: 'error', text: authMessages.signInFailed });
      });
      return loaded;
    });
    clientRef.current.catch(() => {
      clientRef.current = undefined;
    });
    return clientRef.current;
  }, []);

  const signedOut = useCallback((message?: AuthNotice) => {
    clearTimeout(renewalTimer.current);
    setMember(undefined);
    setStatus('signed-out');
    if (message) setNotice(message);
  }, []);

  const signedIn = useCallback(
    (found: SignedInMember) => {
      setMember({ email: found.email, isOfficer: found.isOfficer });
      setStatus('signed-in');
      clearTimeout(renewalTimer.current);
      const renewAt = found.expiresAt - RENEW_BEFORE_EXPIRY_MS;
      renewalTimer.current = setTimeout(
        () => {
          void (async () => {
            const loaded = await client();
            try {
              const renewed = await silently(loaded, true);
              if (renewed) signedIn(renewed);
              else signedOut({ tone: 'info', text: authMessages.sessionExpired });
            } catch {
              setNotice({ tone: 'error', text: authMessages.renewFailed });
              // The tokens still hold until they end; then the member is signed out, never left half in.
              renewalTimer.current = setTimeout(
                () => signedOut({ tone: 'info', text: authMessages.sessionExpired }),
                Math.max(found.expiresAt - Date.now(), 0),
              );
            }
          })();
        },
        Math.max(renewAt - Date.now(), 0),
      );
    },
    [client, signedOut],
  );

  // Read while rendering, before any effect: the sign-in pages' own effects write a new marker.
  // The build's prerender has no browser storage: a visitor who has nothing stored.
  const [arrival] = useState(() =>
    typeof window === 'undefined'
      ? { pending: undefined, hadSession: false, hostedUiReturn: false }
      : { pending: readPending(), hadSession: hasStoredSession(), hostedUiReturn: isHostedUiReturn() },
  );

  useEffect(() => {
    const { pending, hadSession, hostedUiReturn } = arrival;
    if (pending?.action === 'sign-out') {
      clearPending();
      if (!hadSession) {
        setNotice({ tone: 'info', text: authMessages.signedOut });
        navigateRef.current(pending.returnTo, { replace: true });
      }
    }
    const signingIn = pending?.action === 'sign-in' || hostedUiReturn;
    if (!signingIn && !hadSession) return;

    setStatus('checking');
    let active = true;
    const cancel = afterFirstPaint(() => {
      void (async () => {
        try {
          const found = await silently(await client(), false);
          if (!active) return;
          if (found) signedIn(found);
          else if (signingIn) signedOut({ tone: 'error', text: authMessages.signInFailed });
          else signedOut({ tone: 'info', text: authMessages.sessionExpired });
        } catch {
          if (!active) return;
          signedOut({ tone: 'error', text: signingIn ? authMessages.signInFailed : authMessages.renewFailed });
        }
        if (pending?.action === 'sign-in') {
          clearPending();
          navigateRef.current(pending.returnTo, { replace: true });
        }
      })();
    });
    return () => {
      active = false;
      cancel();
    };
  }, [arrival, client, signedIn, signedOut]);

  useEffect(() => () => clearTimeout(renewalTimer.current), []);

  const signIn = useCallback(
    (returnTo: string) => {
      rememberPending({ action: 'sign-in', returnTo });
      setStatus('redirecting');
      setNotice(undefined);
      void (async () => {
        try {
          await (await client()).signIn();
        } catch (error) {
          clearPending();
          if (error instanceof Error && error.name === 'UserAlreadyAuthenticatedException') {
            const found = await (await client()).currentMember().catch(() => null);
            if (found) return signedIn(found);
          }
          signedOut({ tone: 'error', text: authMessages.signInUnavailable });
        }
      })();
    },
    [client, signedIn, signedOut],
  );

  const signOut = useCallback(
    (returnTo: string) => {
      rememberPending({ action: 'sign-out', returnTo });
      setStatus('signing-out');
      setNotice(undefined);
      void (async () => {
        try {
          await (await client()).signOut();
          // Amplify leaves for the hosted UI's sign-out; should it not, the tokens are gone anyway.
          signedOut();
        } catch {
          clearPending();
          setStatus('signed-in');
          setNotice({ tone: 'error', text: authMessages.signOutFailed });
        }
      })();
    },
    [client, signedOut],
  );

  const dismissNotice = useCallback(() => setNotice(undefined), []);

  const state = useMemo<AuthState>(
    () => ({ status, member, notice, signIn, signOut, dismissNotice }),
    [status, member, notice, signIn, signOut, dismissNotice],
  );
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
