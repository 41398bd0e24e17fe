// A rental's insurance certificate in the inbox's detail: whether the space asks for one, and the
// one the renter uploaded on their booking page, which the officer saves as a file. The file comes
// inline from its own row (it is held where no address reaches it) and is saved as a download of
// bytes with no type, so the browser never opens it inside the site.

import type { ReactNode } from 'react';
import { formatDateTime } from '../../../../../common/club-time';
import type { OfficerCertificate } from '../../../../../common/rental/booking-certificate';
import type { InboxRequest } from '../../../../../common/requests/inbox';
import { formatMegabytes } from '../../../../../common/uploads';
import { useLoad } from '../../../components/data/use-load';
import { fetchRentalCertificate } from './inbox-api';

type Received = NonNullable<OfficerCertificate['received']>;

function save(received: Received): void {
  const bytes = Uint8Array.from(atob(received.data), (character) => character.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = received.fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export function InboxCertificate({ request }: { readonly request: InboxRequest }) {
  const { state } = useLoad((signal) => fetchRentalCertificate(request.reference, signal), `certificate-${request.reference}`);
  let fact: ReactNode;
  if (state.status === 'loading') fact = 'Loading…';
  else if (state.status === 'error') fact = `It could not be loaded: ${state.message}`;
  else {
    const { asked, received } = state.data;
    fact = received ? (
      <>
        Received {formatDateTime(received.at)}: {received.fileName} ({formatMegabytes(received.bytes)}){' '}
        <button type="button" className="btn btn--small" onClick={() => save(received)}>
          Download the certificate
        </button>
        {asked ? null : ' (the space no longer asks for one)'}
      </>
    ) : asked ? (
      'Asked for by the space; not received yet'
    ) : (
      'Not asked for by this space'
    );
  }
  return (
    <dl className="inbox-detail__fields" data-testid="inbox-certificate">
      <div>
        <dt>Insurance certificate</dt>
        <dd>{fact}</dd>
      </div>
    </dl>
  );
}
