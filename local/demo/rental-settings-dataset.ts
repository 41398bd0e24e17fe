// The `rental-settings` demo dataset: the rental prices a fresh stack starts with
// (local/demo/rental-config.ts); a price an officer changed is kept.

import { RENTAL_SETTINGS_GROUP } from '../../lambdas/domain/rental/settings';
import { settingItemSchema } from '../../lambdas/domain/rental/settings';
import { putIfAbsent, type DemoDataset } from './dataset';
import { demoRentalConfig } from './rental-config';

export function rentalSettingsDataset(version: number, settings: Readonly<Record<string, string>>): DemoDataset {
  return {
    name: 'rental-settings',
    version,
    async seed(target) {
      let added = 0;
      for (const [key, value] of Object.entries(settings)) {
        const item = settingItemSchema.parse({ group: RENTAL_SETTINGS_GROUP, key, value, updatedAt: target.now });
        if (await putIfAbsent(target, 'settings', item, 'group')) added++;
      }
      return added;
    },
  };
}

export const demoRentalSettingsDataset = rentalSettingsDataset(1, demoRentalConfig);
