import { formatDate } from '../../../../../common/club-time';
import { type SubscriberView, subscriberStatuses, subscriberStatusLabels } from '../../../../../common/requests/inbox-subscribers';
import { newsletterInterestLabels } from '../../../../../common/newsletter/newsletter';
import { downloadSubscribersCsv, fetchSubscribers, subscribersUrl } from './inbox-api';
import { InboxList } from './inbox-list';

const confirmed: SubscriberView = { status: 'confirmed', q: '' };

/** The newsletter's subscribers: confirmed or waiting, searched, paged, and their CSV for the mailing tool. */
export function SubscribersInbox() {
  return (
    <InboxList
      label="Newsletter subscribers"
      title="Newsletter subscribers"
      initialView={confirmed}
      urlOf={subscribersUrl}
      fetchPage={fetchSubscribers}
      download={downloadSubscribersCsv}
      statuses={subscriberStatuses}
      statusLabel={(status) => subscriberStatusLabels[status]}
      searchLabel="Name or email"
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
    />
  );
}
