// A night's seats left, in words: as the page was rendered with them, then as the API has them now
// once the visitor's browser has the page (the rendered page may be minutes old; seats go with every
// order), and whether sales are open on the page's clock.

import { type ReactNode, useEffect, useState } from 'react';
import { type ClubNight, onSale } from '../../../../common/tickets/tickets';
import { fetchJson } from '../../components/data/use-api';
import { usePageNow } from '../../components/data/page-data';
import { clubNightUrl, parseClubNight } from '../../lib/api/club-nights-api';

/** The night as the API has it now, asked once the page is in the browser; the given night until then. */
export function useLiveNight(night: ClubNight): ClubNight {
  const [live, setLive] = useState(night);
  useEffect(() => {
    const controller = new AbortController();
    // The same night as the page has (seats unsold since) keeps the one held: no render for nothing.
    const keepSame = (fetched: ClubNight) => setLive((held) => (JSON.stringify(held) === JSON.stringify(fetched) ? held : fetched));
    fetchJson(clubNightUrl(night.id), parseClubNight, controller.signal).then(keepSame, () => undefined);
    return () => controller.abort();
  }, [night.id]);
  return live.id === night.id ? live : night;
}

export function seatsText(night: ClubNight, now: number): string {
  if (now >= night.salesCloseAt) return 'Sales have closed.';
  if (night.seatsLeft === 0) return 'Sold out.';
  return `${night.seatsLeft} of ${night.capacity} seats left.`;
}

/** The seats left, and (`children`) what follows from the night as it is now: the order form on its page. */
export function SeatsLeft({ night, children }: { readonly night: ClubNight; readonly children?: (live: ClubNight) => ReactNode }) {
  const live = useLiveNight(night);
  const now = usePageNow();
  return (
    <>
      <p className={`club-night-seats${onSale(live, now) ? '' : ' club-night-seats--closed'}`} aria-live="polite">
        {seatsText(live, now)}
      </p>
      {children?.(live)}
    </>
  );
}
