import { type FormEvent, useState } from 'react';
import { formatDate } from '../../../../common/club-time';
import { INBOX_PAGE_SIZE } from '../../../../common/inbox';
import { type SubscriberView, subscriberStatuses, subscriberStatusLabels } from '../../../../common/inbox-subscribers';
import { newsletterInterestLabels } from '../../../../common/newsletter';
import { FormAlert } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { downloadSubscribersCsv, fetchSubscribers, subscribersUrl, useSignedInLoad } from './inbox-api';
import { failureText } from './officer-api';

/** The newsletter's subscribers: confirmed or waiting, searched, paged, and their CSV for the mailing tool. */
export function SubscribersInbox() {
  const [view, setView] = useState<SubscriberView>({ status: 'confirmed', q: '' });
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [csvStatus, setCsvStatus] = useState<FormStatus>({ state: 'idle' });
  const url = subscribersUrl(view, offset, INBOX_PAGE_SIZE);
  const { state, reload } = useSignedInLoad((signal) => fetchSubscribers(url, signal), url);

  const change = (next: Partial<SubscriberView>) => {
    setView((current) => ({ ...current, ...next }));
    setOffset(0);
  };

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    change({ q: search.trim() });
  }

  async function download() {
    setCsvStatus({ state: 'idle' });
    try {
      await downloadSubscribersCsv(view);
    } catch (error) {
      setCsvStatus({ state: 'error', message: failureText('download the CSV', error) });
    }
  }

  return (
    <section aria-label="Newsletter subscribers">
      <div className="inbox__bar">
        <h3>Newsletter subscribers</h3>
        <button type="button" className="btn btn--outline btn--small" onClick={() => void download()}>
          Download CSV
        </button>
      </div>
      <FormAlert status={csvStatus} />
      <div className="inbox__filters">
        <label>
          Status
          <select value={view.status} onChange={(event) => change({ status: event.target.value as SubscriberView['status'] })}>
            {subscriberStatuses.map((status) => (
              <option key={status} value={status}>
                {subscriberStatusLabels[status]}
              </option>
            ))}
          </select>
        </label>
        <form className="inbox__search" role="search" onSubmit={submitSearch}>
          <label>
            Name or email
            <input type="search" value={search} maxLength={100} onChange={(event) => setSearch(event.target.value)} />
          </label>
          <button type="submit" className="btn btn--primary btn--small">
            Search
          </button>
        </form>
      </div>
      {state.status === 'loading' ? <p role="status">Loading the subscribers…</p> : null}
      {state.status === 'error' ? (
        <div role="alert">
          <p className="form-alert form-alert--error">Could not load the subscribers: {state.message}</p>
          <button type="button" className="btn btn--primary btn--small" onClick={reload}>
            Try Again
          </button>
        </div>
      ) : null}
      {state.status === 'success' ? (
        <>
          <p className="officers-note">
            {state.data.pagination.total === 0
              ? 'No subscribers in this view.'
              : `${state.data.pagination.offset + 1}–${state.data.pagination.offset + state.data.items.length} of ${state.data.pagination.total}, newest first.`}
          </p>
          <ul className="inbox-list" aria-label="Subscribers">
            {state.data.items.map((row) => (
              <li key={row.email} className="inbox-row inbox-row__open">
                <span className="inbox-row__name">{row.name}</span>
                <span className="inbox-row__summary">{row.email}</span>
                <span className="inbox-row__meta">
                  {row.interests.map((interest) => newsletterInterestLabels[interest]).join(', ') || 'No topics'} · since{' '}
                  {formatDate(row.createdAt)}
                </span>
              </li>
            ))}
          </ul>
          <div className="form-actions">
            <button
              type="button"
              className="btn btn--outline btn--small"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - INBOX_PAGE_SIZE))}
            >
              Newer
            </button>
            <button
              type="button"
              className="btn btn--outline btn--small"
              disabled={!state.data.pagination.hasMore}
              onClick={() => setOffset(offset + INBOX_PAGE_SIZE)}
            >
              Older
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
