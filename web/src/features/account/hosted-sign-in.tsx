import { useEffect, useRef } from 'react';
import { Link, useLocation } from '../../lib/router';
import { PageBanner } from '../../components/layout/page-banner';
import { Spinner } from '../../components/forms/form-alert';
import { safeReturnPath } from '../../lib/auth/auth-hints';
import { useAuth } from '../../lib/auth/auth-state';
import './account.css';

interface HostedSignInProps {
  readonly title: string;
  readonly crumb: string;
  /** What the visitor came to do, e.g. 'log in' or 'create your account'. */
  readonly purpose: string;
}

/** Where to come back to: the page the header's button was pressed on, else the home page. */
function useReturnPath(): string {
  const { state } = useLocation();
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  const path = safeReturnPath(from);
  return path === '/login' || path === '/signup' ? '/' : path;
}

/**
 * /login and /signup: both start the club's hosted sign-in page (which also offers sign-up) on
 * opening, and keep a button for when it could not start.
 */
export function HostedSignIn({ title, crumb, purpose }: HostedSignInProps) {
  const { status, member, signIn } = useAuth();
  const returnTo = useReturnPath();
  const started = useRef(false);

  useEffect(() => {
    if (started.current || status !== 'signed-out') return;
    started.current = true;
    signIn(returnTo);
  }, [signIn, status, returnTo]);

  const leaving = status === 'redirecting' || (status === 'signed-out' && !started.current);

  return (
    <>
      <PageBanner title={title} crumb={crumb} />
      <section className="section account">
        <div className="container account__single">
          <div className="account-form card">
            <div className="card__body" aria-live="polite">
              <h2>{title}</h2>
              {member ? (
                <p>
                  You are signed in as <strong>{member.email}</strong>. <Link to="/">Back to the home page</Link>
                </p>
              ) : status === 'checking' ? (
                <p className="account-form__note">Checking whether you are already signed in…</p>
              ) : (
                <>
                  <p className="account-form__note">
                    {leaving ? (
                      <>
                        <Spinner /> Taking you to the club&rsquo;s secure sign-in page to {purpose}…
                      </>
                    ) : (
                      <>Members {purpose} on the club&rsquo;s secure sign-in page, which also creates new accounts.</>
                    )}
                  </p>
                  <button
                    type="button"
                    className="btn btn--primary account-form__submit"
                    disabled={leaving}
                    onClick={() => signIn(returnTo)}
                  >
                    Continue to Sign-In
                  </button>
                </>
              )}
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
