// The squad console's eligibility part: every active player missing something before they may play
// this season (a USA Rugby registration, a season document signed in its current version) and why,
// one button that mails each of them a reminder, and the season documents' texts, where publishing
// a change makes a new version that players sign again.

import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../../../common/club-time';
import { ELIGIBILITY_LIMITS, ineligibleReasonText } from '../../../../../common/squad/eligibility';
import type { EligibilityReport, SeasonDocument } from '../../../../../common/squad/eligibility-schemas';
import { TextAreaField } from '../../../components/forms/field';
import { FormAlert } from '../../../components/forms/form-alert';
import type { FormStatus } from '../../../components/forms/use-form-submission';
import { LoadError } from '../console/load-error';
import { fetchEligibilityReport, fetchSeasonDocuments, publishSeasonDocument, sendEligibilityReminders } from './eligibility-console-api';

const failed = (error: unknown) => (error instanceof Error ? error.message : String(error));

function DocumentEditor({ document, onPublished }: { readonly document: SeasonDocument; readonly onPublished: () => void }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(document.text ?? '');
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const base = document.version ?? 0;

  async function publish() {
    setStatus({ state: 'submitting' });
    try {
      const stored = await publishSeasonDocument(document.id, text, base);
      setStatus({ state: 'success', message: `${document.title}: version ${stored.version} published. Players sign it again.` });
      setEditing(false);
      onPublished();
    } catch (error) {
      setStatus({ state: 'error', message: failed(error) });
    }
  }

  const headingId = `season-document-${document.id}`;
  return (
    <li className="eligibility-console__document" aria-labelledby={headingId}>
      <h4 id={headingId}>
        {document.title}:{' '}
        {document.version !== undefined && document.publishedAt !== undefined
          ? `version ${document.version}, published ${formatDateTime(document.publishedAt)}`
          : 'not published yet (nothing to sign)'}
      </h4>
      {editing ? (
        <>
          <TextAreaField
            id={`season-document-text-${document.id}`}
            label={`${document.title} text`}
            hint={`Publishing makes version ${base + 1}: every player signs it again before they may play.`}
            rows={10}
            maxLength={ELIGIBILITY_LIMITS.documentText}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <div className="form-actions">
            <button
              type="button"
              className="btn btn--primary btn--small"
              disabled={status.state === 'submitting'}
              onClick={() => void publish()}
            >
              Publish Version {base + 1}
            </button>
            <button type="button" className="btn btn--outline btn--small" onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </>
      ) : (
        <button
          type="button"
          className="btn btn--outline btn--small"
          aria-label={`Edit ${document.title}`}
          onClick={() => setEditing(true)}
        >
          Edit
        </button>
      )}
      <FormAlert status={status} />
    </li>
  );
}

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'error'; readonly message: string }
  | { readonly state: 'loaded'; readonly report: EligibilityReport; readonly documents: SeasonDocument[] };

export default function EligibilityConsole() {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [reminder, setReminder] = useState<FormStatus>({ state: 'idle' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is Try Again, and a reload after a change.
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([fetchEligibilityReport(controller.signal), fetchSeasonDocuments(controller.signal)]).then(
      ([report, documents]) => setLoaded({ state: 'loaded', report, documents }),
      (error: unknown) => !controller.signal.aborted && setLoaded({ state: 'error', message: failed(error) }),
    );
    return () => controller.abort();
  }, [attempt]);

  if (loaded.state === 'loading') {
    return (
      <p className="officers-gate" role="status">
        Loading who may play…
      </p>
    );
  }
  if (loaded.state === 'error') return <LoadError what="eligibility" message={loaded.message} retry={() => setAttempt((n) => n + 1)} />;

  const { report, documents } = loaded;
  const missing = report.players.filter((player) => !player.eligibility.eligible);

  async function remind() {
    setReminder({ state: 'submitting' });
    try {
      const sent = await sendEligibilityReminders(report.season);
      const unreachable = sent.unreachable > 0 ? ` ${sent.unreachable} have no address for mail: tell them yourself.` : '';
      const again = sent.mailed < sent.missing - sent.unreachable ? ' Those reminded earlier today are not mailed again.' : '';
      setReminder({
        state: 'success',
        message: `Reminder sent to ${sent.mailed} of ${sent.missing} players missing something.${again}${unreachable}`,
      });
    } catch (error) {
      setReminder({ state: 'error', message: failed(error) });
    }
  }

  return (
    <section className="eligibility-console" aria-labelledby="eligibility-console-title">
      <h2 id="eligibility-console-title">Who may play, {report.season}</h2>
      <p>
        USA Rugby requires a current registration, and the club its season documents signed in their current version. Players keep theirs on
        My account; {report.players.length - missing.length} of {report.players.length} active players may play today.
      </p>
      {missing.length === 0 ? (
        <p>Nobody is missing anything.</p>
      ) : (
        <>
          <ul className="eligibility-console__missing" aria-label="Players missing something">
            {missing.map((player) => (
              <li key={player.slug}>
                <strong>{player.name}</strong>
                {player.under18 ? ' (under 18: the guardian signs)' : ''}
                {player.reachable ? '' : ' (no address for mail)'}: {player.eligibility.reasons.map(ineligibleReasonText).join('; ')}.
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn--primary" disabled={reminder.state === 'submitting'} onClick={() => void remind()}>
            Send One Reminder to All {missing.length}
          </button>
        </>
      )}
      <FormAlert status={reminder} />
      <h3>Season documents</h3>
      <ul className="eligibility-console__documents">
        {documents.map((document) => (
          <DocumentEditor key={document.id} document={document} onPublished={() => setAttempt((n) => n + 1)} />
        ))}
      </ul>
    </section>
  );
}
