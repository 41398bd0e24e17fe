// The rental pricing a fresh local stack starts with: the rental page advertises $100.00/hr.
// Loaded by the `rental-settings` dataset (local/demo/rental-settings-dataset.ts).

import type { RentalConfigKey } from '../../common/rental/rental-pricing';

export const demoRentalConfig: Readonly<Record<RentalConfigKey, string>> = {
  hourly_rate: '100',
  daily_rate: '800',
  security_deposit_percentage: '0.1',
  minimum_rental_hours: '2',
  maximum_rental_days: '7',
};
