import { useState } from 'react';
import { formatDateTime } from '../../../../../common/club-time';
import { fillPath } from '../../../../../common/fill-path';
import {
  OFFICER_ENROLMENTS_PATH,
  type OfficerEnrolmentView,
  officerEnrolmentMessages,
  officerEnrolmentsAnswerSchema,
  VOUCH_OFFICER_PATH,
} from '../../../../../common/club/officer-enrolments';
import { ApiError } from '../../../components/data/use-api';
import { useLoad } from '../../../components/data/use-load';
import { FormAlert } from '../../../components/forms/form-alert';
import type { FormStatus } from '../../../components/forms/use-form-submission';
import { officerFetchJson } from '../../../lib/auth/signed-in-fetch';
import { failureText } from '../../../lib/failure-text';

function fetchEnrolments(signal: AbortSignal) {
  return officerFetchJson(OFFICER_ENROLMENTS_PATH, (body) => officerEnrolmentsAnswerSchema.parse(body), { signal });
}

async function vouch(sub: string): Promise<void> {
  await officerFetchJson(fillPath(VOUCH_OFFICER_PATH, { sub }), () => undefined, { method: 'POST', body: {} });
}

/**
 * Officers awaiting a vouch, and those vouched for: a member of the officers group gets the officer
 * tools only once another officer has vouched for their authenticator app (a password alone, or an
 * app a stranger set up with it, opens nothing). The officer vouching checks with the person first.
 */
export default function OfficerVouches() {
  const { state, reload } = useLoad(fetchEnrolments, 'officer-enrolments');
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const [vouching, setVouching] = useState<string>();

  async function vouchFor(enrolment: OfficerEnrolmentView) {
    setVouching(enrolment.sub);
    try {
      await vouch(enrolment.sub);
      setStatus({ state: 'success', message: `${enrolment.email}: ${officerEnrolmentMessages.vouched}` });
      reload();
    } catch (error) {
      setStatus({ state: 'error', message: failureText('vouch', error) });
    } finally {
      setVouching(undefined);
    }
  }

  return (
    <section className="officer-vouches" aria-labelledby="officer-vouches-title">
      <h2 id="officer-vouches-title">Officers awaiting a vouch</h2>
      <p>
        A new officer gets the console once another officer vouches for their two-step sign-in. Before you vouch, ask them, by phone or in
        person, whether they set up their authenticator app just now: if they did not, someone else has their password. Do not vouch, and
        tell the club secretary.
      </p>
      <FormAlert status={status} />
      {state.status === 'loading' ? <p role="status">Loading…</p> : null}
      {state.status === 'error' && state.error instanceof ApiError && state.error.status === 403 ? (
        <p className="form-alert form-alert--error">{officerEnrolmentMessages.awaitingYou}</p>
      ) : null}
      {state.status === 'error' && !(state.error instanceof ApiError && state.error.status === 403) ? (
        <p className="form-alert form-alert--error">Could not load the officers: {state.message}</p>
      ) : null}
      {state.status === 'success' ? (
        <>
          {state.data.awaiting.length === 0 ? <p>No one is waiting.</p> : null}
          {state.data.awaiting.length > 0 ? (
            <ul className="officer-vouches__list">
              {state.data.awaiting.map((enrolment) => (
                <li key={enrolment.sub}>
                  <p>
                    <strong>{enrolment.email}</strong> set up an authenticator app on {formatDateTime(enrolment.enrolledAt)}
                  </p>
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    disabled={vouching === enrolment.sub}
                    onClick={() => void vouchFor(enrolment)}
                    aria-label={`Vouch for ${enrolment.email}`}
                  >
                    Vouch
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <h3>Vouched for</h3>
          {state.data.vouched.length === 0 ? <p>No one yet.</p> : null}
          <ul className="officer-vouches__list">
            {state.data.vouched.map((enrolment) => (
              <li key={enrolment.sub}>
                <p>
                  <strong>{enrolment.email}</strong>
                </p>
                <p className="officers-hint">
                  vouched for by {enrolment.vouchedBy ?? 'unknown'}
                  {enrolment.vouchedAt === undefined ? '' : ` on ${formatDateTime(enrolment.vouchedAt)}`}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
