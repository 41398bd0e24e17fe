import { PageBanner } from '../../components/layout/page-banner';
import { AccountNotice } from './account-notice';
import './account.css';

/** Sign-in is not live yet: the spec's fields are shown, all disabled. */
export default function LoginPage() {
  return (
    <>
      <PageBanner title="Log In: Members' App Coming Soon" crumb="Log In" />
      <section className="section account">
        <div className="container account__grid">
          <form className="account-form card" aria-labelledby="login-title" aria-describedby="login-note">
            <div className="card__body">
              <h2 id="login-title">Log In</h2>
              <p id="login-note" className="account-form__note">
                Coming soon: signing in opens with the members&rsquo; app.
              </p>
              <fieldset className="account-form__fields" disabled>
                <div className="form-field">
                  <label htmlFor="login-username">User Name</label>
                  <input id="login-username" name="username" type="text" autoComplete="username" />
                </div>
                <div className="form-field">
                  <label htmlFor="login-password">Password</label>
                  <input id="login-password" name="password" type="password" autoComplete="current-password" />
                </div>
                <div className="account-form__row">
                  <label className="account-form__check">
                    <input type="checkbox" name="remember" />
                    Remember Me
                  </label>
                  {/* No href until password reset exists: a placeholder link, not a dead one. */}
                  {/* biome-ignore lint/a11y/useValidAnchor: a link with no href is the disabled-link pattern until reset exists */}
                  <a className="account-form__forgot" aria-disabled="true">
                    Forgot Password?
                  </a>
                </div>
                <button type="submit" className="btn btn--primary account-form__submit">
                  Log In
                </button>
              </fieldset>
            </div>
          </form>
          <AccountNotice otherPrompt="New to the Blaze?" otherLabel="See the sign-up page" otherTo="/signup" />
        </div>
      </section>
    </>
  );
}
