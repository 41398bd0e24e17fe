import { formatPrice } from '../../../../common/price';
import type { RentalPricing } from '../../../../common/rental-prices';
import { estimateRental, FINAL_PRICING_NOTE, pricingLine } from '../../../../common/rental-rules';

export interface RentalEstimateProps {
  readonly start: number | undefined;
  readonly end: number | undefined;
  readonly pricing: RentalPricing;
  /** Until the prices have loaded the estimate shows 0 (the old site's rule). */
  readonly loaded: boolean;
}

/** The Estimated Total panel: cost, deposit and total for the chosen times, and how they are priced. */
export function RentalEstimate({ start, end, pricing, loaded }: RentalEstimateProps) {
  const estimate = estimateRental(start, end, pricing, loaded);
  return (
    <section className="rental-estimate" aria-labelledby="rental-estimate-title">
      <h3 id="rental-estimate-title" className="rental-estimate__title">
        Estimated Total
      </h3>
      <dl className="rental-estimate__lines">
        <div className="rental-estimate__line">
          <dt>Rental cost</dt>
          <dd data-testid="estimate-cost">{formatPrice(estimate.cost)}</dd>
        </div>
        <div className="rental-estimate__line">
          <dt>Security deposit</dt>
          <dd data-testid="estimate-deposit">{formatPrice(estimate.deposit)}</dd>
        </div>
        <div className="rental-estimate__line rental-estimate__line--total">
          <dt>Estimated total</dt>
          <dd data-testid="estimate-total" aria-live="polite">
            {formatPrice(estimate.total)}
          </dd>
        </div>
      </dl>
      <p className="rental-estimate__pricing">{pricingLine(pricing)}</p>
      <p className="rental-estimate__note">{FINAL_PRICING_NOTE}</p>
    </section>
  );
}
