// The rental-config row as the rental request form's estimate and the officers' rental settings read
// it: a list of `{ key, value }`, each known key's value over the old site's default.

import { pricingFromConfig, type RentalConfigEntry, type RentalPricing } from '../../../../common/rental-prices';

/** The config list's entries; entries that are not `{ key, value }` are left out. */
export function parseRentalConfig(body: unknown): RentalConfigEntry[] {
  if (!Array.isArray(body)) throw new Error('The rental configuration is not a list.');
  return body.flatMap((entry: unknown) =>
    entry && typeof entry === 'object' && 'key' in entry && 'value' in entry && typeof entry.key === 'string'
      ? [{ key: entry.key, value: String(entry.value) }]
      : [],
  );
}

/** The prices the answer sets, the old site's defaults for the rest. */
export function parseRentalPricing(body: unknown): RentalPricing {
  return pricingFromConfig(parseRentalConfig(body));
}
