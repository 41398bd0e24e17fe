import { useState } from 'react';
import { formatDateTime } from '../../../../common/club-time';
import { INBOX_PAGE_SIZE, type InboxStatusFilter, type InboxView } from '../../../../common/inbox';
import { requestKindLabels, requestStatusLabels } from '../../../../common/my-requests';
import { type RequestKind, requestKinds, statusesOf } from '../../../../common/request-status';
import { FormAlert } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { downloadInboxCsv, fetchInboxPage, inboxListUrl } from './inbox-api';
import { useLoad } from '../../components/data/use-load';
import { InboxPageNote, InboxPager, InboxSearch } from './inbox-list-parts';
import { LoadError } from './load-error';
import { InboxRequestDetail } from './inbox-request-detail';
import { BlockDatesForm, DeadMailList } from './inbox-side-tools';
import { SubscribersInbox } from './inbox-subscribers-view';
import { failureText } from './failure-text';
import './inbox.css';

const filterLabel = (status: InboxStatusFilter) =>
  status === 'open' ? 'Open' : status === 'all' ? 'All' : requestStatusLabels[status as keyof typeof requestStatusLabels];

type Section = RequestKind | 'newsletter';

/** Every visitor request in one place: a kind (or the newsletter's subscribers), then its list; dead mail and blocking dates below. */
export default function InboxConsole() {
  const [section, setSection] = useState<Section>('rental');
  return (
    <div className="inbox">
      <h2>Inbox</h2>
      <div className="inbox__filters">
        <label>
          Kind
          <select value={section} onChange={(event) => setSection(event.target.value as Section)}>
            {requestKinds.map((kind) => (
              <option key={kind} value={kind}>
                {requestKindLabels[kind]}
              </option>
            ))}
            <option value="newsletter">Newsletter subscribers</option>
          </select>
        </label>
      </div>
      {section === 'newsletter' ? <SubscribersInbox /> : <RequestsInbox key={section} kind={section} />}
      <DeadMailList />
      <BlockDatesForm />
    </div>
  );
}

/** One kind's requests: a status filter, search, pages, one request opened whole. */
function RequestsInbox({ kind }: { readonly kind: RequestKind }) {
  const [view, setView] = useState<InboxView>({ kind, status: 'open', q: '' });
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<string>();
  const [csvStatus, setCsvStatus] = useState<FormStatus>({ state: 'idle' });
  const url = inboxListUrl(view, offset, INBOX_PAGE_SIZE);
  const { state, reload } = useLoad((signal) => fetchInboxPage(url, signal), url);

  const change = (next: Partial<InboxView>) => {
    setView((current) => ({ ...current, ...next }));
    setOffset(0);
    setOpen(undefined);
  };

  async function download() {
    setCsvStatus({ state: 'idle' });
    try {
      await downloadInboxCsv(view);
    } catch (error) {
      setCsvStatus({ state: 'error', message: failureText('download the CSV', error) });
    }
  }

  const filters: InboxStatusFilter[] = ['open', ...statusesOf(view.kind), 'all'];

  return (
    <section aria-label={`${requestKindLabels[kind]} requests`}>
      <div className="inbox__bar">
        <h3>{requestKindLabels[kind]}</h3>
        <button type="button" className="btn btn--outline btn--small" onClick={() => void download()}>
          Download CSV
        </button>
      </div>
      <FormAlert status={csvStatus} />
      <div className="inbox__filters">
        <label>
          Status
          <select value={view.status} onChange={(event) => change({ status: event.target.value as InboxStatusFilter })}>
            {filters.map((status) => (
              <option key={status} value={status}>
                {filterLabel(status)}
              </option>
            ))}
          </select>
        </label>
        <InboxSearch label="Name, email or reference" onSearch={(q) => change({ q })} />
      </div>
      {state.status === 'loading' ? <p role="status">Loading the requests…</p> : null}
      {state.status === 'error' ? <LoadError small what="requests" message={state.message} retry={reload} /> : null}
      {state.status === 'success' ? (
        <>
          <InboxPageNote pagination={state.data.pagination} shown={state.data.items.length} empty="No requests in this view." />
          <ul className="inbox-list" aria-label="Requests">
            {state.data.items.map((row) => (
              <li key={row.reference} className={`inbox-row${open === row.reference ? ' inbox-row--open' : ''}`}>
                <button type="button" className="inbox-row__open" onClick={() => setOpen(row.reference)}>
                  <span className="inbox-row__name">{row.name}</span>
                  <span className="inbox-row__summary">{row.summary}</span>
                  <span className="inbox-row__meta">
                    {requestStatusLabels[row.status]} · {formatDateTime(row.createdAt)} · {row.reference}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <InboxPager offset={offset} hasMore={state.data.pagination.hasMore} onOffset={setOffset} />
        </>
      ) : null}
      {open ? <InboxRequestDetail key={open} reference={open} onChanged={reload} onClose={() => setOpen(undefined)} /> : null}
    </section>
  );
}
