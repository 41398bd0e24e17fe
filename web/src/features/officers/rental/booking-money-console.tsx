// /officers/rental: every booking's money for the officers and the treasurer: what each is due,
// paid, refunded and still owed either way, its damage deposit held and where it stands (overdue
// when its balance is past due), with the totals and the CSV the treasurer files. The server works
// every number out (lambdas/domain/requests/booking-money.ts); this only shows them.

import { useState } from 'react';
import {
  BOOKING_MONEY_PATH,
  type BookingMoneyAnswer,
  bookingMoneyAnswerSchema,
  BOOKINGS_CSV_PATH,
  bookingStateLabels,
} from '../../../../../common/rental/booking-money';
import { clubDay, formatShortDate } from '../../../../../common/club-time';
import { formatCents } from '../../../../../common/payments/payments';
import { useLoad } from '../../../components/data/use-load';
import { officerFetchJson } from '../../../lib/auth/signed-in-fetch';
import { failureText } from '../../../lib/failure-text';
import { saveCsv } from '../inbox/inbox-api';
import { LoadError } from '../console/load-error';
import './rental-model-console.css';

function fetchBookingMoney(signal: AbortSignal): Promise<BookingMoneyAnswer> {
  return officerFetchJson(BOOKING_MONEY_PATH, (body) => bookingMoneyAnswerSchema.parse(body), { signal });
}

export default function BookingMoneyConsole() {
  const { state, reload } = useLoad(fetchBookingMoney, 'booking-money');
  const [csvError, setCsvError] = useState('');
  if (state.status === 'loading') return <p role="status">Loading the bookings' money…</p>;
  if (state.status === 'error') return <LoadError what="bookings' money" message={state.message} retry={reload} />;
  const { items, totals } = state.data;
  const overdue = items.filter((item) => item.state === 'overdue');
  const overdueCents = overdue.reduce((sum, item) => sum + item.owedToClubCents, 0);

  async function download() {
    setCsvError('');
    try {
      await saveCsv(BOOKINGS_CSV_PATH, `bookings-${clubDay(Date.now())}.csv`);
    } catch (error) {
      setCsvError(failureText('download the bookings CSV', error));
    }
  }

  return (
    <section className="card booking-money" aria-labelledby="booking-money-heading">
      <h2 id="booking-money-heading">Bookings and Money</h2>
      <p>
        Owed to the club {formatCents(totals.owedToClubCents)}
        {overdue.length > 0
          ? `, of which ${formatCents(overdueCents)} is overdue on ${overdue.length} booking${overdue.length === 1 ? '' : 's'}`
          : ''}
        ; owed back to renters {formatCents(totals.owedToRenterCents)}; damage deposits held {formatCents(totals.damageDepositHeldCents)}.
      </p>
      <p className="officers-note">
        Due is the quote's total while booked (less any deposit returned), and what the club keeps once cancelled. Money owed back that was
        paid by hand is handed back and then recorded as a refund on the booking's payment.
      </p>
      <div className="form-actions">
        <button type="button" className="btn btn--outline btn--small" onClick={() => void download()}>
          Download Bookings CSV
        </button>
      </div>
      {csvError ? (
        <p className="form-alert form-alert--error" role="alert">
          {csvError}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p>No bookings with money yet.</p>
      ) : (
        // A wide table scrolls sideways on a phone: the region takes the focus so the keyboard can scroll it too.
        <div className="booking-money__scroll" role="region" aria-label="Every booking's money" tabIndex={0}>
          <table className="booking-money__table">
            <caption className="visually-hidden">Every booking's money</caption>
            <thead>
              <tr>
                <th scope="col">Booking</th>
                <th scope="col">State</th>
                <th scope="col">Due</th>
                <th scope="col">Paid</th>
                <th scope="col">Refunded</th>
                <th scope="col">Owed to club</th>
                <th scope="col">Owed to renter</th>
                <th scope="col">Deposit held</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.reference} className={item.state === 'overdue' ? 'booking-money__overdue' : undefined}>
                  <th scope="row">
                    {item.reference}
                    <span className="booking-money__detail">
                      {item.name}, {formatShortDate(item.start)}
                    </span>
                  </th>
                  <td>{bookingStateLabels[item.state]}</td>
                  <td>{formatCents(item.dueCents)}</td>
                  <td>{formatCents(item.paidCents)}</td>
                  <td>{formatCents(item.refundedCents)}</td>
                  <td>{formatCents(item.owedToClubCents)}</td>
                  <td>{formatCents(item.owedToRenterCents)}</td>
                  <td>{formatCents(item.damageDepositHeldCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total ({items.length})</th>
                <td />
                <td>{formatCents(totals.dueCents)}</td>
                <td>{formatCents(totals.paidCents)}</td>
                <td>{formatCents(totals.refundedCents)}</td>
                <td>{formatCents(totals.owedToClubCents)}</td>
                <td>{formatCents(totals.owedToRenterCents)}</td>
                <td>{formatCents(totals.damageDepositHeldCents)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
