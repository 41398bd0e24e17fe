import { formatDate } from '../../../../common/club-time';
import { type MyRequest, requestKindLabels, requestStatusLabels } from '../../../../common/requests/my-requests';

/** Each status's colour; the badge always writes the status out too. */
const badgeTone: Record<MyRequest['status'], string> = {
  pending: 'blue',
  approved: 'green',
  declined: 'red',
  cancelled: 'grey',
  new: 'blue',
  handled: 'green',
};

export function RequestStatusBadge({ status }: { readonly status: MyRequest['status'] }) {
  return <span className={`request-badge request-badge--${badgeTone[status]}`}>{requestStatusLabels[status]}</span>;
}

/** The member's requests, newest first, as the server ordered them. */
export function MyRequestsList({ requests }: { readonly requests: readonly MyRequest[] }) {
  return (
    <ul className="my-requests" aria-label="Your requests">
      {requests.map((request) => (
        <li key={request.reference} className="my-requests__item">
          <div className="my-requests__head">
            <h3 className="my-requests__kind">{requestKindLabels[request.kind]}</h3>
            <RequestStatusBadge status={request.status} />
          </div>
          <p className="my-requests__summary">{request.summary}</p>
          <p className="my-requests__meta">
            Sent {formatDate(request.createdAt)} · Reference <span className="my-requests__reference">{request.reference}</span>
          </p>
          {request.booking ? (
            <p className="my-requests__booking">
              {request.booking.standing} · <a href={request.booking.link}>Open your booking {request.reference}</a>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
