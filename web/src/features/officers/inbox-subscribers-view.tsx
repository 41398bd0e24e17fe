import { useState } from 'react';
import { formatDate } from '../../../../common/club-time';
import { INBOX_PAGE_SIZE } from '../../../../common/inbox';
import { type SubscriberView, subscriberStatuses, subscriberStatusLabels } from '../../../../common/inbox-subscribers';
import { newsletterInterestLabels } from '../../../../common/newsletter';
import { downloadSubscribersCsv, fetchSubscribers, subscribersUrl } from './inbox-api';
import { useLoad } from '../../components/data/use-load';
import { InboxList } from './inbox-list';

/** The newsletter's subscribers: confirmed or waiting, searched, paged, and their CSV for the mailing tool. */
export function SubscribersInbox() {
  const [view, setView] = useState<SubscriberView>({ status: 'confirmed', q: '' });
  const [offset, setOffset] = useState(0);
  const url = subscribersUrl(view, offset, INBOX_PAGE_SIZE);
  const { state, reload } = useLoad((signal) => fetchSubscribers(url, signal), url);

  const change = (next: Partial<SubscriberView>) => {
    setView((current) => ({ ...current, ...next }));
    setOffset(0);
  };

  return (
    <InboxList
      label="Newsletter subscribers"
      title="Newsletter subscribers"
      download={() => downloadSubscribersCsv(view)}
      statuses={subscriberStatuses}
      statusLabel={(status) => subscriberStatusLabels[status]}
      status={view.status}
      onStatus={(status) => change({ status })}
      searchLabel="Name or email"
      onSearch={(q) => change({ q })}
      state={state}
      reload={reload}
      what="subscribers"
      empty="No subscribers in this view."
      listLabel="Subscribers"
      row={(row) => (
        <li key={row.email} className="inbox-row inbox-row__open">
          <span className="inbox-row__name">{row.name}</span>
          <span className="inbox-row__summary">{row.email}</span>
          <span className="inbox-row__meta">
            {row.interests.map((interest) => newsletterInterestLabels[interest]).join(', ') || 'No topics'} · since{' '}
            {formatDate(row.createdAt)}
          </span>
        </li>
      )}
      offset={offset}
      onOffset={setOffset}
    />
  );
}
