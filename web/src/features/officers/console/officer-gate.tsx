import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate } from '../../../lib/router';
import { useCurrentPath } from '../../../lib/auth/account-buttons';
import { useAuth } from '../../../lib/auth/auth-state';
import { OFFICER_TWO_STEP_MESSAGE, TWO_STEP_SETUP_PATH } from '../../../lib/auth/officer-two-step';

type TwoStep = 'checking' | 'on' | 'off';

/** Whether the signed-in officer has an authenticator app; 'on' when it cannot be asked (the API refuses on its own). */
function useOfficerTwoStep(isOfficer: boolean): TwoStep {
  const [state, setState] = useState<TwoStep>('checking');
  useEffect(() => {
    if (!isOfficer) return;
    let active = true;
    void (async () => {
      try {
        // Amplify's chunk arrives only through this import().
        const enabled = await (await (await import('../../../lib/auth/auth-client')).loadAuthClient()).authenticatorEnabled();
        if (active) setState(enabled ? 'on' : 'off');
      } catch {
        if (active) setState('on');
      }
    })();
    return () => {
      active = false;
    };
  }, [isOfficer]);
  return state;
}

/**
 * The console's door: its tools render only for a member of the officers group with two-step
 * sign-in on; an officer without it is sent to /account to set it up. The API refuses on its own
 * (officer rows need the access token's officer scope, which only such an officer gets); this only
 * keeps visitors, members and officers without an authenticator app away from forms that would be refused.
 */
export function OfficerGate({ children }: { readonly children: ReactNode }) {
  const { status, member, signIn } = useAuth();
  const here = useCurrentPath();
  const navigate = useNavigate();
  const twoStep = useOfficerTwoStep(member?.isOfficer === true);

  useEffect(() => {
    if (member?.isOfficer && twoStep === 'off') navigate(TWO_STEP_SETUP_PATH);
  }, [member?.isOfficer, twoStep, navigate]);

  if (status === 'checking' || status === 'redirecting' || (member?.isOfficer && twoStep === 'checking')) {
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
  if (twoStep === 'off') {
    return (
      <div className="officers-gate card">
        <div className="card__body">
          <h2>Two-step sign-in needed</h2>
          <p>{OFFICER_TWO_STEP_MESSAGE} Set up an authenticator app on My Account.</p>
          <Link to={TWO_STEP_SETUP_PATH} className="btn btn--primary">
            Set Up Two-Step Sign-In
          </Link>
        </div>
      </div>
    );
  }
  return <>{children}</>;
}
