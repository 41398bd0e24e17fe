import { z } from 'zod';

/** Rental pricing used until the configuration has loaded, and for any key it lacks. */
export const rentalDefaults = {
  hourly_rate: 50,
  daily_rate: 300,
  security_deposit_percentage: 0.1,
  minimum_rental_hours: 2,
  maximum_rental_days: 7,
} as const;

export type RentalConfigKey = keyof typeof rentalDefaults;
export type RentalPricing = Record<RentalConfigKey, number>;

export const rentalConfigKeys = Object.keys(rentalDefaults) as RentalConfigKey[];

const numericText = /^\d+(\.\d+)?$/;

/** One configuration entry as the API returns it: the value is numeric text. */
export const rentalConfigEntrySchema = z.object({
  key: z.string(),
  value: z.string().regex(numericText, 'value must be numeric text'),
});
export type RentalConfigEntry = z.infer<typeof rentalConfigEntrySchema>;

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

/**
 * What an officer sends to change the rental pricing: some or all of the known keys, each a
 * non-negative number. Unknown keys are refused, so a typo is an error rather than ignored.
 */
export const rentalConfigUpdateSchema = z.strictObject({
  entries: z
    .array(
      z.strictObject({
        key: z.enum(rentalConfigKeys as [RentalConfigKey, ...RentalConfigKey[]]),
        value: z.number().finite().min(0).max(1_000_000),
      }),
    )
    .min(1, 'entries must name at least one setting')
    .max(rentalConfigKeys.length),
});
export type RentalConfigUpdate = z.infer<typeof rentalConfigUpdateSchema>;
