import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../components/data/data-states';
import { PageBanner } from '../../components/layout/page-banner';
import { useCurrentPath } from '../../lib/auth/account-buttons';
import { useAuth } from '../../lib/auth/auth-state';
import { ChangePasswordSection } from './change-password-section';
import { useLoad } from '../../components/data/use-load';
import { fetchMyRequests } from './my-requests-api';
import { MyPlayerSection } from './my-player-section';
import { MySeasonSection } from './my-season-section';
import { MyEligibilitySection } from './my-eligibility-section';
import { MyMembershipSection } from './my-membership-section';
import { MemberDirectorySection } from './member-directory-section';
import { MyRequestsList } from './my-requests-list';
import { NewsletterStatus } from './newsletter-status';
import { TwoStepSection } from './two-step-section';
import './my-account.css';

function SignInPrompt() {
  const { signIn } = useAuth();
  const here = useCurrentPath();
  return (
    <div className="card my-account__card">
      <div className="card__body">
        <h2>Sign in to see your account</h2>
        <p>Your requests to the club and your newsletter subscription are shown here once you sign in.</p>
        <button type="button" className="btn btn--primary" onClick={() => signIn(here)}>
          Sign In
        </button>
      </div>
    </div>
  );
}

function AccountDetails({ email, isOfficer }: { readonly email: string; readonly isOfficer: boolean }) {
  const { state, reload } = useLoad(fetchMyRequests, 'my-requests');
  // Moved on when the member joins or their dues are booked: the directory opens to a paid-up member.
  const [membershipVersion, setMembershipVersion] = useState(0);
  return (
    <>
      <div className="card my-account__card">
        <div className="card__body">
          <h2>Signed in</h2>
          <p>
            You are signed in as <strong className="my-account__email">{email}</strong>.
          </p>
        </div>
      </div>
      <MyMembershipSection onChanged={() => setMembershipVersion((version) => version + 1)} />
      <MemberDirectorySection version={membershipVersion} />
      <MyPlayerSection onSent={reload} />
      <MySeasonSection />
      <MyEligibilitySection />
      <section className="card my-account__card" aria-labelledby="my-requests-title">
        <div className="card__body">
          <h2 id="my-requests-title">Your requests</h2>
          {state.status === 'loading' ? <LoadingState text="Loading your requests…" /> : null}
          {state.status === 'error' ? (
            <ErrorState title="Your requests could not be loaded" message={state.message} onRetry={reload} />
          ) : null}
          {state.status === 'success' && state.data.requests.length === 0 ? (
            <EmptyState title="No requests yet">
              <p>Rental, sponsorship and player requests and messages you send with this address will appear here.</p>
            </EmptyState>
          ) : null}
          {state.status === 'success' && state.data.requests.length > 0 ? <MyRequestsList requests={state.data.requests} /> : null}
        </div>
      </section>
      {state.status === 'success' ? (
        <section className="card my-account__card" aria-labelledby="my-newsletter-title">
          <div className="card__body">
            <h2 id="my-newsletter-title">Newsletter</h2>
            <NewsletterStatus newsletter={state.data.newsletter} />
          </div>
        </section>
      ) : null}
      <ChangePasswordSection />
      <TwoStepSection email={email} isOfficer={isOfficer} />
    </>
  );
}

/** /account: the signed-in member's requests and newsletter entry; a signed-out visitor is offered Sign In. */
export default function MyAccountPage() {
  const { status, member } = useAuth();
  return (
    <>
      <PageBanner title="My Account" crumb="My Account" />
      <section className="section my-account">
        <div className="container my-account__inner">
          {status === 'checking' || status === 'redirecting' ? <LoadingState text="Checking your sign-in…" /> : null}
          {member && (status === 'signed-in' || status === 'signing-out') ? (
            <AccountDetails email={member.email} isOfficer={member.isOfficer} />
          ) : null}
          {!member && status === 'signed-out' ? <SignInPrompt /> : null}
        </div>
      </section>
    </>
  );
}
