import { cancellationText, percentText, type RentalModel } from '../../../../common/rental/rental-model';
import { formatCents, type RentalQuote } from '../../../../common/rental/rental-quote';

export interface RentalQuotePanelProps {
  /** The quote for what the form asks (common/rental/rental-quote.ts), once the times make a span. */
  readonly quote: RentalQuote | undefined;
  readonly model: RentalModel | undefined;
  /** The model is still loading, or could not load. */
  readonly state: 'loading' | 'error' | 'ready';
}

/**
 * Your quote: every line of it in dollars and cents, the total, the deposit due on approval and
 * the balance, and the refund rules; the same quote the server stores with the request.
 */
export function RentalQuotePanel({ quote, model, state }: RentalQuotePanelProps) {
  return (
    <section className="rental-quote" aria-labelledby="rental-quote-title">
      <h3 id="rental-quote-title" className="rental-quote__title">
        Your quote
      </h3>
      {state === 'loading' ? (
        <p className="rental-quote__note">Loading the prices…</p>
      ) : state === 'error' || !model ? (
        <p className="rental-quote__note">The prices could not load. Send your request and the club will reply with the price.</p>
      ) : !quote ? (
        <p className="rental-quote__note">Choose a space and the start and end to see the price.</p>
      ) : (
        <>
          <dl className="rental-quote__lines">
            {quote.lines.map((line) => (
              <div key={`${line.kind}-${line.id}`} className={`rental-quote__line rental-quote__line--${line.kind}`}>
                <dt>
                  {line.label}
                  <span className="rental-quote__detail">{line.detail}</span>
                </dt>
                <dd>{formatCents(line.amountCents)}</dd>
              </div>
            ))}
            <div className="rental-quote__line rental-quote__line--total">
              <dt>Total</dt>
              <dd data-testid="quote-total" aria-live="polite">
                {formatCents(quote.totalCents)}
              </dd>
            </div>
          </dl>
          <p className="rental-quote__terms">
            {quote.depositCents > 0
              ? `Deposit due on approval: ${formatCents(quote.depositCents)} (${percentText(quote.depositBasisPoints)} of the charges), to hold the date for ${quote.holdDays} days. `
              : ''}
            {`The balance of ${formatCents(quote.balanceCents)} is due ${quote.balanceDueDays} days before the ${quote.occurrences > 1 ? 'first date' : 'event'}.`}
          </p>
          <p className="rental-quote__note">{cancellationText(quote.cancellation)}</p>
        </>
      )}
    </section>
  );
}
