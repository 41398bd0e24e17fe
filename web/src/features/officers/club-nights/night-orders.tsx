// A night's ticket orders, newest first, for the officers: who bought how many seats at which price,
// and where each order stands; a paid order can be refunded in full until the night's sales close
// (the server holds the rule: refund-ticket-order), after a confirmation.

import { useState } from 'react';
import { formatDateTime } from '../../../../../common/club-time';
import { formatCents } from '../../../../../common/payments/payments';
import { type ClubNight, officerNightOrdersPath, officerTicketOrderRefundPath } from '../../../../../common/tickets/tickets';
import { useLoad } from '../../../components/data/use-load';
import { officerFetchJson } from '../../../lib/auth/signed-in-fetch';
import { failureText } from '../../../lib/failure-text';
import { LoadError } from '../console/load-error';

interface OrderRow {
  readonly id: string;
  readonly status: string;
  readonly seats: number;
  readonly tableOfTen: boolean;
  readonly priceKind: string;
  readonly totalCents: number;
  readonly buyerName: string;
  readonly buyerEmail: string;
  readonly createdAt: number;
}

const statusNames: Readonly<Record<string, string>> = {
  held: 'Awaiting payment',
  paid: 'Paid',
  released: 'Not paid (seats released)',
  refunded: 'Refunded',
};

function parseOrders(body: unknown): OrderRow[] {
  const orders = (body as { orders?: unknown } | null)?.orders;
  if (!Array.isArray(orders)) throw new Error('the answer is not a list of orders');
  return orders as OrderRow[];
}

export function NightOrders({ night, onClose }: { readonly night: ClubNight; readonly onClose: () => void }) {
  const { state, reload } = useLoad(
    (signal) => officerFetchJson(officerNightOrdersPath(night.id), parseOrders, { signal }),
    `orders-${night.id}`,
  );
  const [asking, setAsking] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();

  async function refund(order: OrderRow) {
    setBusy(true);
    try {
      await officerFetchJson(officerTicketOrderRefundPath(order.id), () => undefined, { method: 'POST', body: {} });
      setMessage(`${order.buyerName}'s ${order.seats} ticket${order.seats === 1 ? '' : 's'} refunded; the seats are back on sale.`);
      setAsking(undefined);
      reload();
    } catch (error) {
      setMessage(failureText('refund the order', error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="night-orders" aria-label={`Orders for ${night.title}`}>
      <h4>Orders for {night.title}</h4>
      {message ? <p role="status">{message}</p> : null}
      {state.status === 'loading' ? <p role="status">Loading the orders…</p> : null}
      {state.status === 'error' ? <LoadError what="orders" message={state.message} retry={reload} /> : null}
      {state.status === 'success' ? (
        state.data.length === 0 ? (
          <p>No orders yet.</p>
        ) : (
          <ul className="night-orders__list" aria-label="Orders">
            {state.data.map((order) => (
              <li key={order.id}>
                <span>
                  {order.buyerName} ({order.buyerEmail}): {order.tableOfTen ? 'a table of ' : ''}
                  {order.seats} seat{order.seats === 1 ? '' : 's'}, {formatCents(order.totalCents)}
                  {order.priceKind === 'member' ? " (members' price)" : ''}, {statusNames[order.status] ?? order.status},{' '}
                  {formatDateTime(order.createdAt)}
                </span>{' '}
                {order.status === 'paid' && asking !== order.id ? (
                  <button type="button" className="btn btn--outline btn--small" onClick={() => setAsking(order.id)}>
                    Refund <span className="visually-hidden">{order.buyerName}'s order</span>
                  </button>
                ) : null}
                {asking === order.id ? (
                  <span role="group" aria-label={`Confirm refunding ${order.buyerName}'s order`}>
                    Refund {formatCents(order.totalCents)} to {order.buyerName} and void the tickets?{' '}
                    <button type="button" className="btn btn--primary btn--small" disabled={busy} onClick={() => refund(order)}>
                      {busy ? 'Refunding…' : 'Yes, Refund'}
                    </button>{' '}
                    <button type="button" className="btn btn--outline btn--small" disabled={busy} onClick={() => setAsking(undefined)}>
                      Keep It
                    </button>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )
      ) : null}
      <button type="button" className="btn btn--outline btn--small" onClick={onClose}>
        Close Orders
      </button>
    </section>
  );
}
