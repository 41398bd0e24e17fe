import { useState } from 'react';
import { formatDate } from '../../../../common/club-time';
import { INBOX_PAGE_SIZE } from '../../../../common/inbox';
import { type SubscriberView, subscriberStatuses, subscriberStatusLabels } from '../../../../common/inbox-subscribers';
import { newsletterInterestLabels } from '../../../../common/newsletter';
import { FormAlert } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { downloadSubscribersCsv, fetchSubscribers, subscribersUrl } from './inbox-api';
import { useLoad } from '../../components/data/use-load';
import { InboxPageNote, InboxPager, InboxSearch } from './inbox-list-parts';
import { LoadError } from './load-error';
import { failureText } from './failure-text';

/** The newsletter's subscribers: confirmed or waiting, searched, paged, and their CSV for the mailing tool. */
export function SubscribersInbox() {
  const [view, setView] = useState<SubscriberView>({ status: 'confirmed', q: '' });
  const [offset, setOffset] = useState(0);
  const [csvStatus, setCsvStatus] = useState<FormStatus>({ state: 'idle' });
  const url = subscribersUrl(view, offset, INBOX_PAGE_SIZE);
  const { state, reload } = useLoad((signal) => fetchSubscribers(url, signal), url);

  const change = (next: Partial<SubscriberView>) => {
    setView((current) => ({ ...current, ...next }));
    setOffset(0);
  };

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
        <InboxSearch label="Name or email" onSearch={(q) => change({ q })} />
      </div>
      {state.status === 'loading' ? <p role="status">Loading the subscribers…</p> : null}
      {state.status === 'error' ? <LoadError small what="subscribers" message={state.message} retry={reload} /> : null}
      {state.status === 'success' ? (
        <>
          <InboxPageNote pagination={state.data.pagination} shown={state.data.items.length} empty="No subscribers in this view." />
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
          <InboxPager offset={offset} hasMore={state.data.pagination.hasMore} onOffset={setOffset} />
        </>
      ) : null}
    </section>
  );
}
