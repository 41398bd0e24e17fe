// /events: the club's own nights in its banquet hall that are not over yet, each with when it is,
// what a ticket costs, the seats left and a link to its page, where tickets are bought.

import { formatCents } from '../../../../common/payments/money-text';
import { clubNightPrices, clubNightWhen } from '../../../../common/tickets/club-night-text';
import { type ClubNight, clubNightPage } from '../../../../common/tickets/tickets';
import { EmptyState, ErrorState, LoadingState } from '../../components/data/data-states';
import { useApi } from '../../components/data/use-api';
import { HydrateWhen } from '../../components/hydration/hydrate-when';
import { StaticPart } from '../../components/hydration/static-part';
import { PageBanner } from '../../components/layout/page-banner';
import { clubNightsUrl, parseClubNights } from '../../lib/api/club-nights-api';
import { Link } from '../../lib/router';
import { SeatsLeft } from './seats-left';
import './events.css';

/** A night's name, when it is and what it costs: as served, it stays as served (its times are the costly text). */
function NightText({ night }: { readonly night: ClubNight }) {
  return (
    <>
      <h2 className="club-night-card__title">
        <Link to={clubNightPage(night.id)}>{night.title}</Link>
      </h2>
      <p className="club-night-card__when">{clubNightWhen(night)}</p>
      <p>{clubNightPrices(night)}</p>
    </>
  );
}

function TicketsLink({ night }: { readonly night: ClubNight }) {
  return (
    <p>
      <Link className="btn btn--primary" to={clubNightPage(night.id)}>
        Tickets <span className="visually-hidden">for {night.title}</span> from{' '}
        {formatCents(Math.min(night.memberPriceCents, night.priceCents))}
      </Link>
    </p>
  );
}

/** Only the seats left are live; the rest of a card is kept as the page arrived. */
function NightCard({ night }: { readonly night: ClubNight }) {
  return (
    <li className="club-night-card">
      <StaticPart>
        <NightText night={night} />
      </StaticPart>
      <SeatsLeft night={night} />
      <StaticPart>
        <TicketsLink night={night} />
      </StaticPart>
    </li>
  );
}

export default function EventsPage() {
  const { state, retry } = useApi(clubNightsUrl, parseClubNights);
  return (
    <>
      <PageBanner title="Events in the Hall" crumb="Events" />
      <HydrateWhen on="view" as="section" className="section">
        <div className="container">
          <p className="club-nights__intro">
            The club's own nights in its banquet hall in Lemont: the annual banquet, the awards night and fundraisers. Members who are
            signed in and whose membership is current pay the members' price.
          </p>
          {state.status === 'loading' ? (
            <LoadingState text="Loading the nights..." />
          ) : state.status === 'error' ? (
            <ErrorState title="Error Loading the Nights" message={`Failed to load the nights: ${state.message}`} onRetry={retry} />
          ) : state.data.length === 0 ? (
            <EmptyState title="No nights on sale just now">
              <p>The club announces its banquet and fundraisers here and in its news.</p>
            </EmptyState>
          ) : (
            <ul className="club-nights" aria-label="Nights in the hall">
              {state.data.map((night) => (
                <NightCard key={night.id} night={night} />
              ))}
            </ul>
          )}
        </div>
      </HydrateWhen>
    </>
  );
}
