import { Link } from '../../app/router';
import { consoleSections } from './console-sections';
import { OfficersLayout } from './officers-layout';

export default function OfficersHomePage() {
  return (
    <OfficersLayout title="Officers' Console" crumb="Officers">
      <aside className="card officers-mfa" aria-labelledby="officers-mfa-title">
        <div className="card__body">
          <h2 id="officers-mfa-title">Turn on two-step sign-in</h2>
          <p>
            Your account can change the club's website, so a password alone should not be enough to open it. Add an authenticator app on
            your phone under <Link to="/account">My Account</Link>, Two-step sign-in: it takes a minute.
          </p>
        </div>
      </aside>
      <ul className="officers-tools">
        {consoleSections
          .filter((section) => section.path !== '/officers')
          .map((section) => (
            <li key={section.path} className="card">
              <div className="card__body">
                <h2>
                  <Link to={section.path}>{section.label}</Link>
                </h2>
                <p>{section.summary}</p>
              </div>
            </li>
          ))}
      </ul>
    </OfficersLayout>
  );
}
