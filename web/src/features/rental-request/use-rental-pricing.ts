// The rental prices the estimate uses: the spec's defaults until GET /public/api/rental-config
// answers, then the configured ones. A failed load goes to the console only; the defaults stay and
// the pricing counts as loaded, so the estimate still shows.

import { useEffect, useState } from 'react';
import {
  pricingFromConfig,
  RENTAL_CONFIG_PATH,
  type RentalConfigEntry,
  type RentalPricing,
  rentalDefaults,
} from '../../../../common/rental-prices';
import { fetchJson } from '../../components/data/use-api';

export interface RentalPricingState {
  readonly pricing: RentalPricing;
  /** False until the config call has ended, by success or failure. */
  readonly loaded: boolean;
}

/** The config list's entries; entries that are not `{ key, value }` are left out. */
export function parseEntries(body: unknown): RentalConfigEntry[] {
  if (!Array.isArray(body)) throw new Error('The rental configuration is not a list.');
  return body.flatMap((entry: unknown) =>
    entry && typeof entry === 'object' && 'key' in entry && 'value' in entry && typeof entry.key === 'string'
      ? [{ key: entry.key, value: String(entry.value) }]
      : [],
  );
}

export function useRentalPricing(): RentalPricingState {
  const [state, setState] = useState<RentalPricingState>({ pricing: { ...rentalDefaults }, loaded: false });
  useEffect(() => {
    const controller = new AbortController();
    fetchJson(RENTAL_CONFIG_PATH, parseEntries, controller.signal).then(
      (entries) => setState({ pricing: pricingFromConfig(entries), loaded: true }),
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
