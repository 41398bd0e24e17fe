import type { ReactNode } from 'react';
import { useCurrentPath } from '../auth/account-buttons';
import { useAuth } from '../auth/auth-state';

/**
 * The console's door: its tools render only for a member of the officers group. The server checks
 * every officer row again; this only keeps signed-out visitors and members away from forms that
 * would be refused.
 */
export function OfficerGate({ children }: { readonly children: ReactNode }) {
  const { status, member, signIn } = useAuth();
  const here = useCurrentPath();

  if (status === 'checking' || status === 'redirecting') {
    return (
      <p className="officers-gate" role="status">
        Checking your sign-in…
      </p>
    );
  }
  if (!member) {
    return (
      <div className="officers-gate card">
        <div className="card__body">
          <h2>Officers only</h2>
          <p>Sign in with your club officer account to use the console.</p>
          <button type="button" className="btn btn--primary" onClick={() => signIn(here)}>
            Sign In
          </button>
        </div>
      </div>
    );
  }
  if (!member.isOfficer) {
    return (
      <div className="officers-gate card">
        <div className="card__body">
          <h2>This area is for club officers</h2>
          <p>
            You are signed in as <strong>{member.email}</strong>, which is not an officer account. If you are an officer, ask the club
            secretary to add you to the officers group, then sign in again.
          </p>
        </div>
      </div>
    );
  }
  return <>{children}</>;
}
