// "Eligibility to play" on /account, for a member whose verified address an officer linked to a
// player: whether they may play today and why not, their USA Rugby registration to keep current, and
// the club's season documents to read and sign with their typed name (for an under-18, the guardian
// types theirs). Members with no linked player see nothing of it.

import { type FormEvent, useRef, useState } from 'react';
import { formatDate } from '../../../../common/club-time';
import {
  ineligibleReasonText,
  registrationStatuses,
  registrationStatusLabels,
  type RegistrationStatus,
} from '../../../../common/squad/eligibility';
import { type MyEligibilityAnswer, registrationBodySchema } from '../../../../common/squad/eligibility-schemas';
import { ErrorState } from '../../components/data/data-states';
import { useLoad } from '../../components/data/use-load';
import { SelectField, TextField } from '../../components/forms/field';
import { FormAlert } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { fetchMyEligibility, saveMyRegistration, signMyDocument } from './my-eligibility-api';

type Document = MyEligibilityAnswer['documents'][number];
type Player = NonNullable<MyEligibilityAnswer['player']>;

const failed = (error: unknown) => (error instanceof Error ? error.message : 'The club’s website did not answer. Try again in a moment.');

function RegistrationForm({ answer, onSaved }: { readonly answer: MyEligibilityAnswer; readonly onSaved: () => void }) {
  const stored = answer.registration;
  const [number, setNumber] = useState(stored?.number ?? '');
  const [status, setRegistrationStatus] = useState<RegistrationStatus>(stored?.status ?? 'active');
  const [expiresOn, setExpiresOn] = useState(stored?.expiresOn ?? '');
  const [sent, setSent] = useState<FormStatus>({ state: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = registrationBodySchema.safeParse({ number, status, expiresOn });
    if (!checked.success) {
      setSent({ state: 'error', message: checked.error.issues[0]?.message ?? 'Check the registration.' });
      return;
    }
    setSent({ state: 'submitting' });
    try {
      await saveMyRegistration(checked.data);
      setSent({ state: 'success', message: 'Saved: your USA Rugby registration.' });
      onSaved();
    } catch (error) {
      setSent({ state: 'error', message: failed(error) });
    }
  }

  return (
    <form
      className="my-eligibility__registration"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="my-registration-title"
    >
      <h3 id="my-registration-title">USA Rugby registration</h3>
      <p className="my-eligibility__note">As your USA Rugby membership record shows it: the number, its status and the day it expires.</p>
      <TextField
        id="my-registration-number"
        label="Registration number"
        value={number}
        onChange={(event) => setNumber(event.target.value)}
      />
      <SelectField
        id="my-registration-status"
        label="Status"
        value={status}
        onChange={(event) => setRegistrationStatus(event.target.value as RegistrationStatus)}
      >
        {registrationStatuses.map((value) => (
          <option key={value} value={value}>
            {registrationStatusLabels[value]}
          </option>
        ))}
      </SelectField>
      <TextField
        id="my-registration-expiry"
        label="Expires on"
        type="date"
        value={expiresOn}
        onChange={(event) => setExpiresOn(event.target.value)}
      />
      <button type="submit" className="btn btn--primary btn--small" disabled={sent.state === 'submitting'}>
        Save registration
      </button>
      <FormAlert status={sent} />
    </form>
  );
}

function signedLine(document: Document): string | undefined {
  const signature = document.signature;
  if (!signature) return undefined;
  const by = signature.signer === 'guardian' ? `${signature.typedName} (guardian)` : signature.typedName;
  const current = signature.version === document.version;
  return `Signed by ${by} on ${formatDate(signature.signedAt)}, version ${signature.version}${current ? '.' : `: version ${document.version} replaced it, please sign again.`}`;
}

function DocumentEntry({
  document,
  player,
  onSigned,
}: {
  readonly document: Document;
  readonly player: Player;
  readonly onSigned: () => void;
}) {
  const [typedName, setTypedName] = useState('');
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const headingId = `my-document-${document.id}`;
  const needsSigning = document.version !== undefined && document.signature?.version !== document.version;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (document.version === undefined) return;
    setStatus({ state: 'submitting' });
    try {
      await signMyDocument(document.id, document.version, typedName);
      setStatus({ state: 'success', message: `Signed: ${document.title}, version ${document.version}.` });
      setTypedName('');
      onSigned();
    } catch (error) {
      setStatus({ state: 'error', message: failed(error) });
      // A newer version may have come meanwhile: show it.
      onSigned();
    }
  }

  const signer = player.under18
    ? `The guardian signs for an under-18 player: type the guardian’s name${player.guardianName ? ` (${player.guardianName})` : ''}.`
    : `Type your name as the club has it (${player.name}) to sign.`;
  return (
    <li className="my-eligibility__document" aria-labelledby={headingId}>
      <h3 id={headingId} className="my-eligibility__title">
        {document.title}
        {document.version !== undefined ? `, version ${document.version}` : ''}
      </h3>
      {document.text === undefined ? (
        <p>The club has not published this document yet.</p>
      ) : (
        // A region in the tab order, so a keyboard scrolls the text.
        <div className="my-eligibility__text" tabIndex={0} role="region" aria-label={`${document.title}, its text`}>
          {document.text}
        </div>
      )}
      {signedLine(document) ? <p className="my-eligibility__state">{signedLine(document)}</p> : null}
      {needsSigning ? (
        <form className="my-eligibility__sign" noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            id={`my-sign-${document.id}`}
            label={`Typed name to sign the ${document.title.toLowerCase()}`}
            hint={signer}
            value={typedName}
            autoComplete="off"
            onChange={(event) => setTypedName(event.target.value)}
          />
          <button type="submit" className="btn btn--primary btn--small" disabled={status.state === 'submitting' || typedName.trim() === ''}>
            Sign {document.title}
          </button>
        </form>
      ) : null}
      <FormAlert status={status} />
    </li>
  );
}

export function MyEligibilitySection() {
  const { state, reload } = useLoad(fetchMyEligibility, 'my-eligibility');
  // Kept while a change reloads, so the forms (and their messages) stay put.
  const shown = useRef<MyEligibilityAnswer | null>(null);
  if (state.status === 'success') shown.current = state.data;
  if (state.status === 'error') {
    return (
      <section className="card my-account__card" aria-labelledby="my-eligibility-heading">
        <div className="card__body">
          <h2 id="my-eligibility-heading">Eligibility to play</h2>
          <ErrorState title="Your registration and documents could not be loaded" message={state.message} onRetry={reload} />
        </div>
      </section>
    );
  }
  const answer = shown.current;
  if (!answer?.player) return null;
  const { player, eligibility } = answer;
  return (
    <section className="card my-account__card" aria-labelledby="my-eligibility-heading">
      <div className="card__body my-eligibility">
        <h2 id="my-eligibility-heading">Eligibility to play</h2>
        {eligibility?.eligible ? (
          <p className="my-eligibility__verdict">
            You may play in the {answer.season} season: your registration is current and every document is signed.
          </p>
        ) : (
          <div className="my-account__notice">
            <p className="my-eligibility__verdict">Before you may play in the {answer.season} season:</p>
            <ul>
              {eligibility?.reasons.map((reason) => (
                <li key={JSON.stringify(reason)}>{ineligibleReasonText(reason)}</li>
              ))}
            </ul>
          </div>
        )}
        {/* Not keyed by the stored registration: a save's reload would remount it and wipe its "Saved" message. */}
        <RegistrationForm answer={answer} onSaved={reload} />
        <ul className="my-eligibility__documents" aria-label="Season documents">
          {answer.documents.map((document) => (
            <DocumentEntry key={document.id} document={document} player={player} onSigned={reload} />
          ))}
        </ul>
      </div>
    </section>
  );
}
