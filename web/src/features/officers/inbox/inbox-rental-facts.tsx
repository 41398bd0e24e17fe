// A rental request's facts the officer decides on, beyond what the visitor typed: the quote it was
// sent with, line by line (and, for a series with dates left out, the quote for what was booked),
// the hire terms accepted (which version, when and from which address), and the dates an approval
// could not book with why. The same quote the renter saw and was mailed (common/rental/rental-quote.ts).

import { formatDateTime } from '../../../../../common/club-time';
import type { InboxRequest } from '../../../../../common/requests/inbox';
import { cancellationText, percentText } from '../../../../../common/rental/rental-model';
import { formatCents, type RentalQuote } from '../../../../../common/rental/rental-quote';
import { describeSeries } from './inbox-series';

function QuoteLines({ quote, caption }: { readonly quote: RentalQuote; readonly caption: string }) {
  return (
    <table className="inbox-quote">
      <caption>{caption}</caption>
      <tbody>
        {quote.lines.map((line) => (
          <tr key={`${line.kind}-${line.id}`}>
            <th scope="row">
              {line.label}
              <span className="inbox-quote__detail">{line.detail}</span>
            </th>
            <td>{formatCents(line.amountCents)}</td>
          </tr>
        ))}
        <tr className="inbox-quote__total">
          <th scope="row">Total</th>
          <td>{formatCents(quote.totalCents)}</td>
        </tr>
        <tr>
          <th scope="row">
            Deposit on approval ({percentText(quote.depositBasisPoints)}, held {quote.holdDays} days)
          </th>
          <td>{formatCents(quote.depositCents)}</td>
        </tr>
        <tr>
          <th scope="row">Balance, due {quote.balanceDueDays} days before</th>
          <td>{formatCents(quote.balanceCents)}</td>
        </tr>
      </tbody>
    </table>
  );
}

export function InboxRentalFacts({ request }: { readonly request: InboxRequest }) {
  if (request.kind !== 'rental') return null;
  const series = request.details.series;
  return (
    <div className="inbox-rental">
      <dl className="inbox-detail__fields">
        {series && typeof series === 'object' ? (
          <div>
            <dt>Repeats</dt>
            <dd>{describeSeries(series as Record<string, unknown>, request.quote?.occurrences)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Hire terms</dt>
          <dd>
            {request.terms
              ? `Version ${request.terms.version} accepted ${formatDateTime(request.terms.acceptedAt)} from ${request.terms.clientAddress}`
              : 'Not accepted: sent without the terms (the old form, or before the club published them)'}
          </dd>
        </div>
      </dl>
      {request.quote ? (
        <>
          <QuoteLines
            quote={request.quote}
            caption={`Quote when sent (${request.quote.occurrences} date${request.quote.occurrences === 1 ? '' : 's'})`}
          />
          <p className="inbox-quote__rules">{cancellationText(request.quote.cancellation)}</p>
        </>
      ) : null}
      {request.bookedQuote ? (
        <QuoteLines quote={request.bookedQuote} caption={`Quote for the ${request.bookedQuote.occurrences} dates booked`} />
      ) : null}
      {request.skipped && request.skipped.length > 0 ? (
        <section className="inbox-skipped" aria-label="Dates not booked">
          <h4>Dates not booked ({request.skipped.length})</h4>
          <ul>
            {request.skipped.map((date) => (
              <li key={date.start}>
                {formatDateTime(date.start)}: {date.detail}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
