import { type FormEvent, useState } from 'react';
import { formatDateTime } from '../../../../../common/club-time';
import { blockBodySchema, type BlockedRange, type DeadMail } from '../../../../../common/requests/inbox';
import { parseClubDateTime } from '../../../../../common/rental/rental-rules';
import { FormAlert } from '../../../components/forms/form-alert';
import type { FormStatus } from '../../../components/forms/use-form-submission';
import { blockDates, fetchBlockedRanges, fetchDeadMail, retryMail, unblockDates } from './inbox-api';
import { useLoad } from '../../../components/data/use-load';
import { failureText } from '../../../lib/failure-text';

/**
 * What happened to a mail whose recipient is on the suppression list, in an officer's words: the
 * address bounced or its owner marked the club's mail as spam, when, and that the site stops there.
 */
export function suppressionText(mail: DeadMail): string {
  if (!mail.suppressed) return '';
  const when = formatDateTime(mail.suppressed.at);
  const what =
    mail.suppressed.reason === 'bounce'
      ? `the address bounced on ${when}: the receiving mail server said it does not exist or refuses mail`
      : `the person marked the club's mail as spam on ${when}`;
  const sent = mail.sentAt !== undefined ? `Sent ${formatDateTime(mail.sentAt)}, but ${what}.` : `Not sent: ${what}.`;
  return `${sent} The website will not write to this address again; reach the person another way.`;
}

/** Mail the outbox gave up on, each with a Retry button that puts it back in the queue, and mail held back for a bounced or complaining address. */
export function DeadMailList() {
  const { state, reload } = useLoad((signal) => fetchDeadMail(signal), 'dead-mail');
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const [retrying, setRetrying] = useState<string>();

  async function retry(id: string) {
    setRetrying(id);
    try {
      await retryMail(id);
      setStatus({ state: 'success', message: 'Queued again: the mail job sends it within a few minutes.' });
      reload();
    } catch (error) {
      setStatus({ state: 'error', message: failureText('retry the mail', error) });
    } finally {
      setRetrying(undefined);
    }
  }

  return (
    <section className="inbox-tool" aria-labelledby="dead-mail-title">
      <h2 id="dead-mail-title">Mail that could not be sent</h2>
      <FormAlert status={status} />
      {state.status === 'loading' ? <p role="status">Loading…</p> : null}
      {state.status === 'error' ? <p className="form-alert form-alert--error">Could not load the mail: {state.message}</p> : null}
      {state.status === 'success' && state.data.length === 0 ? <p>None: every mail went out.</p> : null}
      {state.status === 'success' && state.data.length > 0 ? (
        <ul className="inbox-dead-mail">
          {state.data.map((mail) => (
            <li key={mail.id}>
              <p>
                <strong>{mail.subject}</strong> to {mail.to.join(', ')}
              </p>
              {mail.state === 'suppressed' ? (
                <p className="inbox-notes__meta">
                  {mail.about} · {suppressionText(mail)}
                </p>
              ) : (
                <>
                  <p className="inbox-notes__meta">
                    {mail.about} · given up {formatDateTime(mail.deadSince)} after {mail.attempts} tries
                    {mail.lastError ? ` (${mail.lastError})` : ''}
                  </p>
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    disabled={retrying === mail.id}
                    onClick={() => void retry(mail.id)}
                    aria-label={`Retry ${mail.subject}`}
                  >
                    Retry
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Blocks a range of the hall's calendar (maintenance, club events): shown taken, refused to requests. */
export function BlockDatesForm() {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [title, setTitle] = useState('');
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const [sending, setSending] = useState(false);
  const blocks = useLoad((signal) => fetchBlockedRanges(signal), 'blocked-dates');
  const [removing, setRemoving] = useState<string>();

  async function remove(block: BlockedRange) {
    setRemoving(block.id);
    try {
      await unblockDates(block.id);
      setStatus({ state: 'success', message: `Removed: ${block.title}. The time is free again.` });
      blocks.reload();
    } catch (error) {
      setStatus({ state: 'error', message: failureText('remove the block', error) });
    } finally {
      setRemoving(undefined);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = blockBodySchema.safeParse({ start: parseClubDateTime(start), end: parseClubDateTime(end), title });
    if (!parsed.success) {
      setStatus({ state: 'error', message: parsed.error.issues[0]?.message ?? 'Check the dates.' });
      return;
    }
    setSending(true);
    try {
      await blockDates(parsed.data);
      setStatus({ state: 'success', message: `Blocked: ${parsed.data.title}. The rental calendar shows it taken within a minute.` });
      setTitle('');
      blocks.reload();
    } catch (error) {
      setStatus({ state: 'error', message: failureText('block the dates', error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="inbox-tool" aria-labelledby="block-dates-title">
      <h2 id="block-dates-title">Block dates</h2>
      <form className="inbox-form" onSubmit={(event) => void submit(event)}>
        <label>
          From (Chicago time)
          <input type="datetime-local" value={start} onChange={(event) => setStart(event.target.value)} required />
        </label>
        <label>
          To (Chicago time)
          <input type="datetime-local" value={end} onChange={(event) => setEnd(event.target.value)} required />
        </label>
        <label>
          What for
          <input type="text" value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} required />
        </label>
        <FormAlert status={status} />
        <button type="submit" className="btn btn--primary btn--small" disabled={sending}>
          {sending ? 'Blocking…' : 'Block Dates'}
        </button>
      </form>
      {blocks.state.status === 'success' && blocks.state.data.length > 0 ? (
        <ul className="inbox-dead-mail" aria-label="Blocked dates">
          {blocks.state.data.map((block) => (
            <li key={block.id}>
              <p>
                <strong>{block.title}</strong>: {formatDateTime(block.start)} to {formatDateTime(block.end)}
              </p>
              <button
                type="button"
                className="btn btn--outline btn--small"
                disabled={removing === block.id}
                onClick={() => void remove(block)}
                aria-label={`Remove ${block.title}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
