import { z } from 'zod';
import { numericText, type RentalConfigKey, rentalConfigKeys } from './rental-prices.ts';

export {
  numericText,
  pricingFromConfig,
  RENTAL_CONFIG_PATH,
  rentalConfigKeys,
  rentalDefaults,
} from './rental-prices.ts';
export type { RentalConfigEntry, RentalConfigKey, RentalPricing } from './rental-prices.ts';

/** One configuration entry as the API returns it: the value is numeric text. */
export const rentalConfigEntrySchema = z.object({
  key: z.string(),
  value: z.string().regex(numericText, 'value must be numeric text'),
});

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
