import '../zod-setup.ts';
import * as z from 'zod';
import { numericText, type RentalConfigKey, rentalConfigKeys, rentalConfigLabels } from './rental-prices';
import { RENTAL_MAX_BOOKING_DAYS } from './rental-rules';

export {
  numericText,
  pricingFromConfig,
  RENTAL_CONFIG_PATH,
  rentalConfigKeys,
  rentalConfigLabels,
  rentalDefaults,
} from './rental-prices';
export type { RentalConfigEntry, RentalConfigKey, RentalPricing } from './rental-prices';

/** PUT: an officer changes the rental settings (route row `update-rental-config`). */
export const RENTAL_CONFIG_UPDATE_PATH = '/api/rental-config';

/** One configuration entry as the API returns it: the value is numeric text. */
export const rentalConfigEntrySchema = z.object({
  key: z.string(),
  value: z.string().regex(numericText, 'value must be numeric text'),
});

/** The highest hourly or daily rate an officer may set, in dollars. */
export const RENTAL_RATE_MAX = 1_000_000;

const label = rentalConfigLabels;

/** The officers' messages about each setting, in the console's words (the deposit in percent). */
export const rentalConfigMessages = {
  number: (key: RentalConfigKey) => `${label[key]} must be a number.`,
  negative: (key: RentalConfigKey) => `${label[key]} cannot be negative.`,
  rateTooHigh: (key: RentalConfigKey) => `${label[key]} must be at most ${RENTAL_RATE_MAX.toLocaleString('en-US')}.`,
  cents: (key: RentalConfigKey) => `${label[key]} must be in whole cents.`,
  deposit: `${label.security_deposit_percentage} must be from 0% to 100% (sent as a fraction: 0.1 is 10%).`,
  depositStep: `${label.security_deposit_percentage} must be in steps of 0.01%.`,
  minimumHours: `${label.minimum_rental_hours} must be from 0 to ${RENTAL_MAX_BOOKING_DAYS * 24} hours, with at most two decimals.`,
  maximumDays: `${label.maximum_rental_days} must be a whole number of days from 1 to ${RENTAL_MAX_BOOKING_DAYS}.`,
  minimumOverMaximum: `${label.minimum_rental_hours} must fit within ${label.maximum_rental_days.toLowerCase()}.`,
  unknownKey: `key must be one of ${rentalConfigKeys.join(', ')}.`,
  twice: (key: string) => `entries name ${key} more than once.`,
} as const;

// Values are stored as text and read back as numeric text (no exponent), which String() of a
// number with a few decimals always is: so each setting has a fixed number of decimals.
function hasAtMostDecimals(value: number, places: number): boolean {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

// zod's number refuses NaN and Infinity itself.
function amount(key: RentalConfigKey) {
  return z.number({ error: rentalConfigMessages.number(key) });
}

function rate(key: RentalConfigKey) {
  return amount(key)
    .min(0, rentalConfigMessages.negative(key))
    .max(RENTAL_RATE_MAX, rentalConfigMessages.rateTooHigh(key))
    .refine((value) => hasAtMostDecimals(value, 2), rentalConfigMessages.cents(key));
}

const settingValues = {
  hourly_rate: rate('hourly_rate'),
  daily_rate: rate('daily_rate'),
  // A fraction, as the old site's config answer holds it: 0.1 is 10%.
  security_deposit_percentage: amount('security_deposit_percentage')
    .min(0, rentalConfigMessages.deposit)
    .max(1, rentalConfigMessages.deposit)
    .refine((value) => hasAtMostDecimals(value, 4), rentalConfigMessages.depositStep),
  minimum_rental_hours: amount('minimum_rental_hours')
    .min(0, rentalConfigMessages.minimumHours)
    .max(RENTAL_MAX_BOOKING_DAYS * 24, rentalConfigMessages.minimumHours)
    .refine((value) => hasAtMostDecimals(value, 2), rentalConfigMessages.minimumHours),
  maximum_rental_days: amount('maximum_rental_days')
    .int(rentalConfigMessages.maximumDays)
    .min(1, rentalConfigMessages.maximumDays)
    .max(RENTAL_MAX_BOOKING_DAYS, rentalConfigMessages.maximumDays),
} satisfies Record<RentalConfigKey, z.ZodType<number>>;

function entryOf(key: RentalConfigKey) {
  return z.strictObject({ key: z.literal(key), value: settingValues[key] as z.ZodType<number> });
}
type EntrySchema = ReturnType<typeof entryOf>;

const entrySchema = z.discriminatedUnion('key', rentalConfigKeys.map(entryOf) as [EntrySchema, ...EntrySchema[]], {
  error: rentalConfigMessages.unknownKey,
});

/**
 * What an officer sends to change the rental pricing: some or all of the known keys, each with its
 * own rule. Unknown and repeated keys are refused, so a typo is an error rather than ignored.
 */
export const rentalConfigUpdateSchema = z.strictObject({
  entries: z
    .array(entrySchema)
    .min(1, 'entries must name at least one setting')
    .max(rentalConfigKeys.length, `entries may name each of the ${rentalConfigKeys.length} settings once.`)
    .superRefine((entries, ctx) => {
      const seen = new Set<string>();
      for (const [index, entry] of entries.entries()) {
        if (seen.has(entry.key)) ctx.addIssue({ code: 'custom', path: [index, 'key'], message: rentalConfigMessages.twice(entry.key) });
        seen.add(entry.key);
      }
      const value = (key: RentalConfigKey) => entries.find((entry) => entry.key === key)?.value;
      const minimumHours = value('minimum_rental_hours');
      const maximumDays = value('maximum_rental_days');
      if (minimumHours !== undefined && maximumDays !== undefined && minimumHours > maximumDays * 24) {
        const index = entries.findIndex((entry) => entry.key === 'minimum_rental_hours');
        ctx.addIssue({ code: 'custom', path: [index, 'value'], message: rentalConfigMessages.minimumOverMaximum });
      }
    }),
});
export type RentalConfigUpdate = z.infer<typeof rentalConfigUpdateSchema>;
