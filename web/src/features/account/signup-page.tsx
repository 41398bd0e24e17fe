import { PageBanner } from '../../components/layout/page-banner';
import { AccountNotice } from './account-notice';
import './account.css';

/** Registration is not live yet: the spec's fields are shown, all disabled. */
export default function SignupPage() {
  return (
    <>
      <PageBanner title="Sign Up: Members' App Coming Soon" crumb="Sign Up" />
      <section className="section account">
        <div className="container account__grid">
          <form className="account-form card" aria-labelledby="signup-title" aria-describedby="signup-note">
            <div className="card__body">
              <h2 id="signup-title">Create an Account</h2>
              <p id="signup-note" className="account-form__note">
                Coming soon: registration opens with the members&rsquo; app.
              </p>
              <fieldset className="account-form__fields" disabled>
                <div className="account-form__pair">
                  <div className="form-field">
                    <label htmlFor="signup-first-name">First Name</label>
                    <input id="signup-first-name" name="firstName" type="text" autoComplete="given-name" />
                  </div>
                  <div className="form-field">
                    <label htmlFor="signup-last-name">Last Name</label>
                    <input id="signup-last-name" name="lastName" type="text" autoComplete="family-name" />
                  </div>
                </div>
                <div className="form-field">
                  <label htmlFor="signup-email">Email</label>
                  <input id="signup-email" name="email" type="email" autoComplete="email" />
                </div>
                <div className="form-field">
                  <label htmlFor="signup-password">Password</label>
                  <input id="signup-password" name="password" type="password" autoComplete="new-password" />
                </div>
                <div className="form-field">
                  <label htmlFor="signup-confirm-password">Confirm Password</label>
                  <input id="signup-confirm-password" name="confirmPassword" type="password" autoComplete="new-password" />
                </div>
                <button type="submit" className="btn btn--primary account-form__submit">
                  Sign Up
                </button>
              </fieldset>
            </div>
          </form>
          <AccountNotice otherPrompt="Already a member?" otherLabel="See the log-in page" otherTo="/login" />
        </div>
      </section>
    </>
  );
}
