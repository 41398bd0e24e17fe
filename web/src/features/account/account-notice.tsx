import { Link } from 'react-router-dom';

interface AccountNoticeProps {
  readonly otherLabel: string;
  readonly otherTo: string;
  readonly otherPrompt: string;
}

/** Tells the visitor why the form is greyed out and where to go meanwhile. */
export function AccountNotice({ otherLabel, otherTo, otherPrompt }: AccountNoticeProps) {
  return (
    <aside className="account-notice" aria-labelledby="account-notice-title">
      <span className="account-notice__badge">Coming soon</span>
      <h2 id="account-notice-title">The Blaze Members&rsquo; App Is on Its Way</h2>
      <p>
        Soon members will sign in here to see squad selections, pay dues and book the hall. Until it launches, the fields on this page are
        switched off.
      </p>
      <p>
        {otherPrompt} <Link to={otherTo}>{otherLabel}</Link>
      </p>
      <p className="account-notice__contact">Want to play right now? Come to open training on Tuesday or Thursday evening in Lemont.</p>
    </aside>
  );
}
