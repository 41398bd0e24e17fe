// The rental prices: the old site's defaults and how the configuration's entries override them. Shared
// by GET /public/api/rental-config, the request handler and the /rental-request form's estimate;
// no zod here, so the page loads no schema library (./rental-pricing.ts adds the schemas).

/** GET: the rental prices (the /rental-request form's estimate reads them). */
export const RENTAL_CONFIG_PATH = '/public/api/rental-config';

/** Rental pricing used until the configuration has loaded, and for any key it lacks. */
export const rentalDefaults = {
  hourly_rate: 50,
  daily_rate: 300,
  security_deposit_percentage: 0.1,
  minimum_rental_hours: 2,
  maximum_rental_days: 7,
} as const;

export type RentalConfigKey = keyof typeof rentalDefaults;

/** Each setting's name in the officers' console and in the messages about it. */
export const rentalConfigLabels: Readonly<Record<RentalConfigKey, string>> = {
  hourly_rate: 'Hourly rate',
  daily_rate: 'Daily rate',
  security_deposit_percentage: 'Security deposit',
  minimum_rental_hours: 'Minimum hours',
  maximum_rental_days: 'Maximum days',
};
export type RentalPricing = Record<RentalConfigKey, number>;

export const rentalConfigKeys = Object.keys(rentalDefaults) as RentalConfigKey[];

/** Numeric text, as the configuration stores values. */
export const numericText = /^\d+(\.\d+)?$/;

/** One configuration entry as the API returns it: the value is numeric text. */
export interface RentalConfigEntry {
  readonly key: string;
  readonly value: string;
}

/** Reads the known keys out of a config list; unknown keys and bad values fall back to the defaults. */
export function pricingFromConfig(entries: readonly RentalConfigEntry[]): RentalPricing {
  const pricing: RentalPricing = { ...rentalDefaults };
  for (const { key, value } of entries) {
    // Number('') and Number('  ') are 0 and Number('0x20') is 32: only numeric text counts.
    const n = numericText.test(String(value)) ? Number(value) : Number.NaN;
    if ((rentalConfigKeys as string[]).includes(key) && Number.isFinite(n) && n >= 0) {
      pricing[key as RentalConfigKey] = n;
    }
  }
  return pricing;
}
