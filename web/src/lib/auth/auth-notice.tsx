import { useAuth } from './auth-state';
import './auth.css';

/** The sign-in outcome under the header (failed, expired, signed out), announced and dismissible. */
export function AuthNotice() {
  const { notice, dismissNotice } = useAuth();
  return (
    <div role={notice?.tone === 'error' ? 'alert' : 'status'} className="auth-notice-slot">
      {notice ? (
        <div className={`auth-notice auth-notice--${notice.tone}`}>
          <div className="container auth-notice__inner">
            <p className="auth-notice__text">{notice.text}</p>
            <button type="button" className="auth-notice__close" onClick={dismissNotice}>
              Dismiss
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
