import { type FormEvent, useState } from 'react';
import { formatDateTime } from '../../../../../common/club-time';
import {
  declineBodySchema,
  declineReasonLabels,
  declineReasons,
  type InboxRequest,
  noteBodySchema,
} from '../../../../../common/requests/inbox';
import { requestKindLabels, requestStatusLabels } from '../../../../../common/requests/my-requests';
import { actionLabels, allowedActions, type RequestAction } from '../../../../../common/requests/request-status';
import { FormAlert } from '../../../components/forms/form-alert';
import type { FormStatus } from '../../../components/forms/use-form-submission';
import { addRequestedPlayer, addRequestNote, approveRentalRequest, declineRequest, fetchInboxRequest, moveRequest } from './inbox-api';
import { InboxCertificate } from './inbox-certificate';
import { InboxRentalFacts } from './inbox-rental-facts';
import { BookingRefundFacts, CancellationPreviewText, DamageDepositReturnForm, offersDepositReturn } from './inbox-booking-money';
import { AddToSquad, SquadEntryLink } from './inbox-add-to-squad';
import { useLoad } from '../../../components/data/use-load';
import { failureText } from '../../../lib/failure-text';
import { comparedFields, ProfileChangeComparison } from './inbox-profile-change';

/** A field of what the visitor sent, in words: dates written out in the club's time, yes/no for flags. */
/** A stored field's name as a person reads it: `expectedAttendees` → `Expected attendees`. */
export function fieldLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a rental's details hold that is shown on its own (the series) or is the terms' version. */
const shownElsewhere: ReadonlySet<string> = new Set(['series', 'termsVersion']);

function fieldText(key: string, value: unknown): string {
  if ((key === 'start' || key === 'end') && typeof value === 'number') return formatDateTime(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  return value === undefined || value === null || value === '' ? '—' : String(value);
}

const doneWords: Record<RequestAction, string> = {
  approve: 'Approved: the space is booked and the visitor is mailed.',
  decline: 'Declined: the visitor is mailed the reason.',
  cancel: 'Cancelled: the visitor is mailed, any booked time is free again, and card payments are refunded under the rule shown.',
  handle: 'Marked handled.',
};
const profileChangeDoneWords: Partial<Record<RequestAction, string>> = {
  approve: "Approved: the new bio shows on the player's profile and the member is mailed.",
  decline: 'Declined: the profile stays as it was and the member is mailed.',
};

interface DetailProps {
  readonly reference: string;
  /** Called after a change, so the list shows the new status. */
  readonly onChanged: () => void;
  readonly onClose: () => void;
}

/** One request whole, with the moves its status allows, the decline form and the internal notes. */
export function InboxRequestDetail({ reference, onChanged, onClose }: DetailProps) {
  const { state, reload } = useLoad((signal) => fetchInboxRequest(reference, signal), reference);
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState<string>('');
  const [declineText, setDeclineText] = useState('');
  const [note, setNote] = useState('');
  const [confirmingCancel, setConfirmingCancel] = useState(false);

  if (state.status === 'loading') return <p role="status">Loading the request…</p>;
  if (state.status === 'error') {
    return (
      <div role="alert">
        <p className="form-alert form-alert--error">Could not load the request: {state.message}</p>
        <button type="button" className="btn btn--primary btn--small" onClick={reload}>
          Try Again
        </button>
      </div>
    );
  }
  const request: InboxRequest = state.data;
  const actions = allowedActions(request.kind, request.status);
  const isProfileChange = request.kind === 'profile-change';
  const shownDetails = Object.entries(request.details).filter(
    ([key]) =>
      (!isProfileChange || !(comparedFields as readonly string[]).includes(key)) && !(request.kind === 'rental' && shownElsewhere.has(key)),
  );

  async function run(action: RequestAction, work: () => Promise<unknown>, doneMessage?: string) {
    setBusy(true);
    setStatus({ state: 'idle' });
    try {
      await work();
      setStatus({
        state: 'success',
        message: doneMessage ?? (isProfileChange ? profileChangeDoneWords[action] : undefined) ?? doneWords[action],
      });
      setDeclining(false);
      setConfirmingCancel(false);
      reload();
      onChanged();
    } catch (error) {
      setStatus({ state: 'error', message: failureText(actionLabels[action].toLowerCase(), error) });
    } finally {
      setBusy(false);
    }
  }

  /** Approves a rental, saying how many dates were booked and how many of a series were left out. */
  async function approveRental() {
    let outcome: Awaited<ReturnType<typeof approveRentalRequest>> | undefined;
    await run('approve', async () => {
      outcome = await approveRentalRequest(request.reference);
    });
    if (outcome && outcome.skipped.length > 0) {
      setStatus({
        state: 'success',
        message: `Approved: ${outcome.booked} date${outcome.booked === 1 ? '' : 's'} booked, ${outcome.skipped.length} left out (listed under "Dates not booked"); the visitor is mailed both.`,
      });
    }
  }

  function submitDecline(event: FormEvent) {
    event.preventDefault();
    const parsed = declineBodySchema.safeParse({ reason, text: declineText });
    if (!parsed.success) {
      setStatus({ state: 'error', message: parsed.error.issues[0]?.message ?? 'Check the form.' });
      return;
    }
    void run('decline', () => declineRequest(request.reference, parsed.data));
  }

  async function submitNote(event: FormEvent) {
    event.preventDefault();
    const parsed = noteBodySchema.safeParse({ text: note });
    if (!parsed.success) {
      setStatus({ state: 'error', message: parsed.error.issues[0]?.message ?? 'Check the note.' });
      return;
    }
    setBusy(true);
    try {
      await addRequestNote(request.reference, parsed.data.text);
      setNote('');
      setStatus({ state: 'success', message: 'Note added.' });
      reload();
    } catch (error) {
      setStatus({ state: 'error', message: failureText('add the note', error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="inbox-detail card" aria-label={`Request ${request.reference}`}>
      <div className="card__body">
        <div className="inbox-detail__head">
          <h3>
            {requestKindLabels[request.kind]} · {request.reference}
          </h3>
          <button type="button" className="btn btn--outline btn--small" onClick={onClose}>
            Close
          </button>
        </div>
        <p className="inbox-detail__status">
          Status: <strong>{requestStatusLabels[request.status]}</strong> · Received {formatDateTime(request.createdAt)}
          {request.decidedBy && request.decidedAt ? ` · Last decided by ${request.decidedBy}, ${formatDateTime(request.decidedAt)}` : ''}
        </p>
        <dl className="inbox-detail__fields">
          {shownDetails.map(([key, value]) => (
            <div key={key}>
              <dt>{fieldLabel(key)}</dt>
              <dd>{fieldText(key, value)}</dd>
            </div>
          ))}
          {request.estimate && !request.quote ? (
            <div>
              <dt>Estimate</dt>
              <dd>
                ${request.estimate.total.toFixed(2)} (${request.estimate.cost.toFixed(2)} + ${request.estimate.deposit.toFixed(2)} deposit)
              </dd>
            </div>
          ) : null}
          {request.declineReason ? (
            <div>
              <dt>Decline reason</dt>
              <dd>
                {declineReasonLabels[request.declineReason]}
                {request.declineText ? `: ${request.declineText}` : ''}
              </dd>
            </div>
          ) : null}
        </dl>
        <InboxRentalFacts request={request} />
        {request.kind === 'rental' ? <InboxCertificate request={request} /> : null}
        <BookingRefundFacts request={request} onRetried={reload} />
        {offersDepositReturn(request) ? (
          <DamageDepositReturnForm
            request={request}
            onDone={() => {
              setStatus({ state: 'success', message: 'Deposit returned: the renter is mailed the amount and any reason.' });
              reload();
              onChanged();
            }}
          />
        ) : null}
        {isProfileChange ? <ProfileChangeComparison request={request} /> : null}
        <SquadEntryLink request={request} />
        <FormAlert status={status} />
        {request.kind === 'player' && actions.includes('handle') ? (
          <AddToSquad
            request={request}
            busy={busy}
            onAdd={(positions, doneMessage) => void run('handle', () => addRequestedPlayer(request.reference, positions), doneMessage)}
            onProblem={(message) => setStatus({ state: 'error', message })}
          />
        ) : null}
        {actions.length > 0 ? (
          <div className="form-actions">
            {actions.includes('approve') ? (
              <button
                type="button"
                className="btn btn--primary btn--small"
                disabled={busy}
                onClick={() =>
                  request.kind === 'rental'
                    ? void approveRental()
                    : void run('approve', () => moveRequest(request.reference, request.kind, 'approve'))
                }
              >
                {actionLabels.approve}
              </button>
            ) : null}
            {actions.includes('decline') ? (
              <button
                type="button"
                className="btn btn--outline btn--small"
                disabled={busy}
                onClick={() =>
                  // A profile change's decline takes no reason: the member's mail is in fixed words.
                  isProfileChange ? void run('decline', () => moveRequest(request.reference, request.kind, 'decline')) : setDeclining(true)
                }
              >
                {actionLabels.decline}
              </button>
            ) : null}
            {actions.includes('cancel') ? (
              <button type="button" className="btn btn--outline btn--small" disabled={busy} onClick={() => setConfirmingCancel(true)}>
                {actionLabels.cancel}
              </button>
            ) : null}
            {actions.includes('handle') ? (
              <button
                type="button"
                className="btn btn--primary btn--small"
                disabled={busy}
                onClick={() => void run('handle', () => moveRequest(request.reference, request.kind, 'handle'))}
              >
                {actionLabels.handle}
              </button>
            ) : null}
          </div>
        ) : null}
        {confirmingCancel ? (
          <div className="officers-confirm" role="group" aria-label="Confirm cancelling">
            <p>Cancel this {request.status === 'approved' ? 'booking' : 'request'}? The visitor is mailed, and booked time is freed.</p>
            {request.kind === 'rental' && request.status === 'approved' ? <CancellationPreviewText reference={request.reference} /> : null}
            <div className="form-actions">
              <button
                type="button"
                className="btn btn--primary btn--small"
                disabled={busy}
                onClick={() => void run('cancel', () => moveRequest(request.reference, request.kind, 'cancel'))}
              >
                Yes, Cancel
              </button>
              <button type="button" className="btn btn--outline btn--small" disabled={busy} onClick={() => setConfirmingCancel(false)}>
                Keep It
              </button>
            </div>
          </div>
        ) : null}
        {declining ? (
          <form className="inbox-form" onSubmit={submitDecline} aria-label="Decline the request">
            <label>
              Reason
              <select value={reason} onChange={(event) => setReason(event.target.value)} required>
                <option value="">Choose a reason</option>
                {declineReasons.map((value) => (
                  <option key={value} value={value}>
                    {declineReasonLabels[value]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Message to the visitor (optional; mailed to the address on the request)
              <textarea value={declineText} maxLength={1000} rows={3} onChange={(event) => setDeclineText(event.target.value)} />
            </label>
            <div className="form-actions">
              <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
                Send Decline
              </button>
              <button type="button" className="btn btn--outline btn--small" disabled={busy} onClick={() => setDeclining(false)}>
                Back
              </button>
            </div>
          </form>
        ) : null}
        <section className="inbox-notes" aria-label="Internal notes">
          <h4>Internal notes</h4>
          {request.notes.length === 0 ? <p>No notes yet.</p> : null}
          <ul>
            {request.notes.map((entry) => (
              <li key={`${entry.at}-${entry.by}`}>
                <p>{entry.text}</p>
                <p className="inbox-notes__meta">
                  {entry.by}, {formatDateTime(entry.at)}
                </p>
              </li>
            ))}
          </ul>
          <form className="inbox-form" onSubmit={(event) => void submitNote(event)}>
            <label>
              New note (officers only)
              <textarea value={note} maxLength={2000} rows={2} onChange={(event) => setNote(event.target.value)} />
            </label>
            <button type="submit" className="btn btn--outline btn--small" disabled={busy}>
              Add Note
            </button>
          </form>
        </section>
      </div>
    </article>
  );
}
