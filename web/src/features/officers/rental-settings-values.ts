// The rental settings form's text and the update the server takes. The deposit is typed in percent
// and stored as a fraction (10 is 0.1), so officers never type 0.1 meaning ten percent.

import { type RentalConfigKey, type RentalConfigUpdate, type RentalPricing, rentalConfigKeys } from '../../../../common/rental-pricing';

export type RentalSettingsText = Record<RentalConfigKey, string>;

/** Where a setting's value is typed in percent rather than as stored. */
export const PERCENT_SETTING: RentalConfigKey = 'security_deposit_percentage';

/** The stored prices as the form shows them (the deposit in percent, without binary-fraction noise). */
export function settingsText(pricing: RentalPricing): RentalSettingsText {
  const text = {} as RentalSettingsText;
  for (const key of rentalConfigKeys) {
    const value = key === PERCENT_SETTING ? Number((pricing[key] * 100).toFixed(4)) : pricing[key];
    text[key] = String(value);
  }
  return text;
}

function numberOf(text: string): number {
  // Number('') is 0: an empty box must be refused as "not a number", not saved as zero.
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** Every setting, as the PUT body: the schema then judges each value. */
export function updateFromText(text: RentalSettingsText): RentalConfigUpdate {
  return {
    entries: rentalConfigKeys.map((key) => {
      const value = numberOf(text[key]);
      // Rounded so 7.3% is 0.073, not 0.07299999999999999, which the four-decimal rule would refuse.
      return { key, value: key === PERCENT_SETTING ? Number((value / 100).toFixed(6)) : value };
    }),
  } as RentalConfigUpdate;
}
