// The rental prices the estimate uses: the old site's defaults until GET /public/api/rental-config
// answers, then the configured ones. A failed load goes to the console only; the defaults stay and
// the pricing counts as loaded, so the estimate still shows.

import { useEffect, useState } from 'react';
import { RENTAL_CONFIG_PATH, type RentalPricing, rentalDefaults } from '../../../../common/rental-prices';
import { fetchJson } from '../../components/data/use-api';
import { parseRentalPricing } from '../../lib/api/rental-config-api';

export interface RentalPricingState {
  readonly pricing: RentalPricing;
  /** False until the config call has ended, by success or failure. */
  readonly loaded: boolean;
}

export function useRentalPricing(): RentalPricingState {
  const [state, setState] = useState<RentalPricingState>({ pricing: { ...rentalDefaults }, loaded: false });
  useEffect(() => {
    const controller = new AbortController();
    fetchJson(RENTAL_CONFIG_PATH, parseRentalPricing, controller.signal).then(
      (pricing) => setState({ pricing, loaded: true }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load the rental pricing; using the default prices.', error);
        setState((previous) => ({ ...previous, loaded: true }));
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
