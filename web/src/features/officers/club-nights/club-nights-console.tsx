// The club's own nights in its hall: every night, past ones too, with its seats sold, each added
// and edited here (club-night-form.tsx), and its orders listed and refunded (night-orders.tsx). A night's page shows it within a minute.

import { useState } from 'react';
import { formatDateTime } from '../../../../../common/club-time';
import { formatCents } from '../../../../../common/payments/payments';
import { doorPage } from '../../../../../common/tickets/door';
import { type ClubNight, clubNightPage } from '../../../../../common/tickets/tickets';
import { useLoad } from '../../../components/data/use-load';
import { LoadError } from '../console/load-error';
import { RecordConsole, withRecord } from '../console/record-console';
import { ClubNightForm } from './club-night-form';
import { NightOrders } from './night-orders';
import { createClubNight, fetchClubNights, updateClubNight } from './club-nights-writes';

const byStart = (nights: readonly ClubNight[]) => [...nights].sort((a, b) => a.start - b.start);

export default function ClubNightsConsole() {
  const { state, reload } = useLoad(fetchClubNights, 'club-nights');
  if (state.status === 'loading') return <p role="status">Loading the nights…</p>;
  if (state.status === 'error') return <LoadError what="nights" message={state.message} retry={reload} />;
  return <NightsEditor loaded={state.data} />;
}

// Kept here after each change, as the other consoles keep theirs.
function NightsEditor({ loaded }: { readonly loaded: readonly ClubNight[] }) {
  const [nights, setNights] = useState(() => byStart(loaded));
  return (
    <RecordConsole
      className="club-nights-console"
      heading="Nights in the hall"
      add="Add Night"
      note="Each night takes the banquet hall on the rental calendar for its hours and sells its seats on its own page under Events."
      records={nights}
      empty="No nights yet."
      listLabel="Nights"
      title={(night) => night.title}
      facts={(night) => (
        <>
          <span>{formatDateTime(night.start)}</span>
          <span>
            {night.capacity - night.seatsLeft} of {night.capacity} seats sold or held
          </span>
          <span>
            {formatCents(night.memberPriceCents)} members, {formatCents(night.priceCents)} others
          </span>
          <a href={clubNightPage(night.id)}>
            Page <span className="visually-hidden">of {night.title}</span>
          </a>
          <a href={doorPage(night.id)}>
            Door <span className="visually-hidden">of {night.title}</span>
          </a>
        </>
      )}
      modes={[
        { mode: 'edit', label: 'Edit' },
        { mode: 'orders', label: 'Orders', name: (title) => `Orders for ${title}` },
      ]}
      form={(editing, done) =>
        editing.mode === 'add' ? (
          <ClubNightForm save={createClubNight} {...done} />
        ) : editing.mode === 'orders' ? (
          <NightOrders night={editing.record} onClose={done.onCancel} />
        ) : (
          <ClubNightForm night={editing.record} save={(body) => updateClubNight(editing.record.id, body)} {...done} />
        )
      }
      onSaved={(night) => setNights((current) => byStart(withRecord(current, night)))}
      savedMessage={(night, verb) => `${night.title} ${verb}. Its page shows it within a minute.`}
    />
  );
}
