// A club night's own page (/events/:nightId): when it is, what it is, what a ticket costs, the seats
// left now, and Event structured data; tickets are bought here.

import { CLUB_NIGHT_ID_PATTERN, onSale, TICKETS_PAID_QUERY } from '../../../../common/tickets/tickets';
import { clubNightDescription, clubNightPrices, clubNightWhen } from '../../../../common/tickets/club-night-text';
import type { ClubNight } from '../../../../common/tickets/tickets';
import { EmptyState, ErrorState, LoadingState } from '../../components/data/data-states';
import { usePageNow } from '../../components/data/page-data';
import { ApiError, useApi } from '../../components/data/use-api';
import { PageBanner } from '../../components/layout/page-banner';
import { HydrateWhen } from '../../components/hydration/hydrate-when';
import { useHydrated } from '../../hooks/use-hydrated';
import { StaticPart } from '../../components/hydration/static-part';
import { JsonLd } from '../../components/seo/json-ld';
import { useSiteOrigin } from '../../components/seo/rendered-head';
import { useMetaDescription } from '../../components/seo/use-meta-description';
import { clubNightUrl, parseClubNight } from '../../lib/api/club-nights-api';
import { Link, useLocation, useParams } from '../../lib/router';
import { clubNightJsonLd } from './club-night-json-ld';
import { SeatsLeft } from './seats-left';
import { TicketOrderForm } from './ticket-order-form';
import './events.css';

/** When, where, what a ticket costs and what the night is, with its head's description and Event data. */
function NightFacts({ night }: { readonly night: ClubNight }) {
  const origin = useSiteOrigin();
  const now = usePageNow();
  useMetaDescription(clubNightDescription(night));
  return (
    <>
      <dl className="club-night__facts">
        <dt>When</dt>
        <dd>{clubNightWhen(night)}</dd>
        <dt>Where</dt>
        <dd>The club's banquet hall, Lemont</dd>
        <dt>Tickets</dt>
        <dd>{clubNightPrices(night)}</dd>
        {night.tablesOfTen ? (
          <>
            <dt>Tables</dt>
            <dd>A table of ten may be bought whole.</dd>
          </>
        ) : null}
      </dl>
      {night.description ? <p className="club-night__description">{night.description}</p> : null}
      <JsonLd data={clubNightJsonLd(night, origin, now)} />
    </>
  );
}

/**
 * Back from Stripe's page: the payment is booked from Stripe's event, and the tickets come by mail.
 * The served page is the same with or without the query, so the thanks waits until React has taken
 * the part over: rendered at once, it would not match the markup React is keeping.
 */
function PaidThanks() {
  const paid = new URLSearchParams(useLocation().search).get('tickets') === TICKETS_PAID_QUERY.tickets;
  const hydrated = useHydrated();
  if (!paid || !hydrated) return null;
  return (
    <p className="club-night__paid" role="status">
      Thank you: your payment went through. Your tickets come by mail in a few minutes, each with the QR code the door scans.
    </p>
  );
}

function Night({ night }: { readonly night: ClubNight }) {
  const now = usePageNow();
  return (
    <>
      <PageBanner title={night.title} crumb="Events" />
      <section className="section">
        <div className="container club-night">
          {/* Its own live part, first on the page: what the visitor back from paying looks for. */}
          <HydrateWhen on="view">
            <PaidThanks />
          </HydrateWhen>
          {/* When and what the night is never changes on its page; formatting its times is most of what
              taking the page over would cost a phone, so it is kept as served. The facts are a component
              of their own so that their text is not even worked out while the part is kept. */}
          <StaticPart>
            <NightFacts night={night} />
          </StaticPart>
          <HydrateWhen on="view">
            <SeatsLeft night={night}>{(live) => (onSale(live, now) ? <TicketOrderForm night={live} /> : null)}</SeatsLeft>
          </HydrateWhen>
          <p className="club-night__back">
            <Link to="/events">← All the nights in the hall</Link>
          </p>
        </div>
      </section>
    </>
  );
}

function NotFound() {
  return (
    <>
      <PageBanner title="Night Not Found" crumb="Events" />
      <section className="section">
        <div className="container">
          <EmptyState title="This night is not on our list">
            <p>The address may be mistyped, or the night may have been taken down.</p>
            <Link className="btn btn--primary" to="/events">
              All the nights in the hall
            </Link>
          </EmptyState>
        </div>
      </section>
    </>
  );
}

export default function ClubNightPage() {
  const { nightId = '' } = useParams();
  const valid = CLUB_NIGHT_ID_PATTERN.test(nightId);
  const { state, retry } = useApi(valid ? clubNightUrl(nightId) : null, parseClubNight);

  if (!valid || (state.status === 'error' && state.error instanceof ApiError && state.error.status === 404)) return <NotFound />;
  if (state.status === 'success') return <Night key={state.data.id} night={state.data} />;
  return (
    <>
      <PageBanner title="Events in the Hall" crumb="Events" />
      <section className="section">
        <div className="container">
          {state.status === 'loading' ? (
            <LoadingState text="Loading the night..." />
          ) : (
            <ErrorState title="Error Loading the Night" message={`Failed to load the night: ${state.message}`} onRetry={retry} />
          )}
        </div>
      </section>
    </>
  );
}
