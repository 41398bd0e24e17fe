import { Link, useLocation } from '../router';
import { accountLinks } from '../../config/menu';
import { useAuth } from './auth-state';
import './auth.css';

/** Where a member's own page lives once it exists; the header links to it only then. */
const ACCOUNT_PATH = '/account';

/** The path (with its query) the visitor is on, to come back to after the hosted UI. */
export function useCurrentPath(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/** LOG IN and SIGN UP for a visitor; who is signed in, their account and SIGN OUT for a member. */
export function AccountButtons({ small }: { readonly small?: boolean }) {
  const { status, member, signOut } = useAuth();
  const here = useCurrentPath();
  const size = small ? ' btn--small' : '';

  if (member && (status === 'signed-in' || status === 'signing-out')) {
    return (
      <>
        <p className="account-member" title={member.email}>
          <span className="account-member__label">Signed in as</span> <span className="account-member__email">{member.email}</span>
        </p>
        <Link to={ACCOUNT_PATH} className={`btn btn--outline-light${size}`}>
          My Account
        </Link>
        <button type="button" className={`btn btn--primary${size}`} disabled={status === 'signing-out'} onClick={() => signOut(here)}>
          {status === 'signing-out' ? 'Signing Out…' : 'Sign Out'}
        </button>
      </>
    );
  }

  // The sign-in pages start the hosted UI; they are told where the visitor was.
  const from = { from: here };
  return (
    <>
      <Link to={accountLinks.login.to} state={from} className={`btn btn--outline-light${size}`}>
        {accountLinks.login.label}
      </Link>
      <Link to={accountLinks.signup.to} state={from} className={`btn btn--primary${size}`}>
        {accountLinks.signup.label}
      </Link>
    </>
  );
}
