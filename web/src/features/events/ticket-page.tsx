// /ticket#<token>: one ticket, opened from the tickets mail. The token in the fragment (never sent
// in an address, so no log or Referer keeps it) is checked by the server, which answers the ticket's
// holder and status and its night; the page draws the token as the QR code the door scans once.

import { useEffect, useState } from 'react';
import { clubNightWhen } from '../../../../common/tickets/club-night-text';
import { type ClubNight, clubNightPage, OPEN_TICKET_PATH } from '../../../../common/tickets/tickets';
import { EmptyState, LoadingState } from '../../components/data/data-states';
import { requestJson } from '../../components/data/use-api';
import { PageBanner } from '../../components/layout/page-banner';
import { parseClubNight } from '../../lib/api/club-nights-api';
import { Link } from '../../lib/router';
import { formatDateTime } from '../../../../common/club-time';
import { TicketQr } from './ticket-qr';
import './events.css';

interface OpenedTicket {
  readonly holderName: string;
  readonly status: string;
  readonly admittedAt: number | null;
  readonly ticketId: string;
  readonly night: ClubNight;
}

function parseOpened(body: unknown): OpenedTicket {
  const record = (body ?? {}) as { ticket?: Record<string, unknown>; night?: unknown };
  const ticket = record.ticket ?? {};
  if (typeof ticket.holderName !== 'string' || typeof ticket.status !== 'string' || typeof ticket.ticketId !== 'string') {
    throw new Error('the answer is not a ticket');
  }
  return {
    holderName: ticket.holderName,
    status: ticket.status,
    ticketId: ticket.ticketId,
    admittedAt: typeof ticket.admittedAt === 'number' ? ticket.admittedAt : null,
    night: parseClubNight(record.night),
  };
}

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'error'; readonly message: string }
  | { readonly state: 'ok'; readonly ticket: OpenedTicket };

export default function TicketPage() {
  const [token, setToken] = useState<string>();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    const fromHash = decodeURIComponent(window.location.hash.slice(1));
    setToken(fromHash);
    if (!fromHash) {
      setLoaded({ state: 'error', message: 'This page opens a ticket from the link in your tickets mail.' });
      return;
    }
    const controller = new AbortController();
    requestJson(
      OPEN_TICKET_PATH,
      {
        method: 'POST',
        signal: controller.signal,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ token: fromHash }),
      },
      parseOpened,
    ).then(
      (ticket) => setLoaded({ state: 'ok', ticket }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ state: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <>
      <PageBanner title="Your Ticket" crumb="Ticket" />
      <section className="section">
        <div className="container ticket">
          {loaded.state === 'loading' ? (
            <LoadingState text="Opening your ticket..." />
          ) : loaded.state === 'error' ? (
            <EmptyState title="This ticket could not be opened">
              <p>{loaded.message}</p>
            </EmptyState>
          ) : (
            <Ticket ticket={loaded.ticket} token={token ?? ''} />
          )}
        </div>
      </section>
    </>
  );
}

function Ticket({ ticket, token }: { readonly ticket: OpenedTicket; readonly token: string }) {
  const { night } = ticket;
  return (
    <article className="ticket__card" aria-labelledby="ticket-night">
      <h2 id="ticket-night">
        <Link to={clubNightPage(night.id)}>{night.title}</Link>
      </h2>
      <p>{clubNightWhen(night)}, the club's banquet hall, Lemont</p>
      <p>
        Admits one: <strong>{ticket.holderName}</strong>
      </p>
      {ticket.status === 'refunded' ? (
        <p className="ticket__status ticket__status--void">This ticket was refunded and admits no one.</p>
      ) : (
        <>
          <TicketQr token={token} label={`QR code of the ticket for ${ticket.holderName}`} />
          <p className="ticket__status">
            {ticket.admittedAt === null ? 'Show this code at the door.' : `Admitted at ${formatDateTime(ticket.admittedAt)}.`}
          </p>
        </>
      )}
      <p className="ticket__id">Ticket {ticket.ticketId}</p>
    </article>
  );
}
