import { useState } from 'react';
import { formatDateTime } from '../../../../../common/club-time';
import type { InboxStatusFilter, InboxView } from '../../../../../common/requests/inbox';
import { requestKindLabels, requestStatusLabels } from '../../../../../common/requests/my-requests';
import { type RequestKind, requestKinds, statusesOf } from '../../../../../common/requests/request-status';
import { downloadInboxCsv, fetchInboxPage, inboxListUrl } from './inbox-api';
import { InboxList } from './inbox-list';
import { InboxRequestDetail } from './inbox-request-detail';
import { BlockDatesForm, DeadMailList } from './inbox-side-tools';
import { SubscribersInbox } from './inbox-subscribers-view';
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
  const [open, setOpen] = useState<string>();
  const initialView: InboxView = { kind, status: 'open', q: '' };
  return (
    <InboxList
      label={`${requestKindLabels[kind]} requests`}
      title={requestKindLabels[kind]}
      initialView={initialView}
      urlOf={inboxListUrl}
      fetchPage={fetchInboxPage}
      download={downloadInboxCsv}
      statuses={['open', ...statusesOf(kind), 'all'] as InboxStatusFilter[]}
      statusLabel={filterLabel}
      searchLabel="Name, email or reference"
      onMove={() => setOpen(undefined)}
      what="requests"
      empty="No requests in this view."
      listLabel="Requests"
      row={(row) => (
        <li key={row.reference} className={`inbox-row${open === row.reference ? ' inbox-row--open' : ''}`}>
          <button type="button" className="inbox-row__open" onClick={() => setOpen(row.reference)}>
            <span className="inbox-row__name">{row.name}</span>
            <span className="inbox-row__summary">{row.summary}</span>
            <span className="inbox-row__meta">
              {requestStatusLabels[row.status]} · {formatDateTime(row.createdAt)} · {row.reference}
            </span>
          </button>
        </li>
      )}
    >
      {(reload) => (open ? <InboxRequestDetail key={open} reference={open} onChanged={reload} onClose={() => setOpen(undefined)} /> : null)}
    </InboxList>
  );
}
