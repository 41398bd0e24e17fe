// The settings table's entries (lambdas/tables.ts), grouped by area. The `rental` group holds the
// old rental pricing, each a key and a numeric-text value: read now only to price the rental model
// until officers first save it (./rental-model.ts). The model and the hire terms are items of their
// own groups (./rental-model-item.ts), and so are the dues settings
// (lambdas/domain/membership/membership-settings-item.ts).

import * as z from 'zod';
import { epochMs } from '../../runtime/item-fields';
import { membershipSettingsItemSchema } from '../membership/membership-settings-item';
import { rentalModelItemSchema, rentalTermsItemSchema } from './rental-model-item';

/** The `group` of the settings table that holds the old rental pricing entries. */
export const RENTAL_SETTINGS_GROUP = 'rental';

export const settingItemSchema = z.object({
  group: z.string().min(1).max(100),
  key: z.string().min(1).max(100),
  /** Numeric text, as the old site's rental-config answer carries it. */
  value: z.string().max(100),
  updatedAt: epochMs,
});
export type SettingItem = z.infer<typeof settingItemSchema>;

/** Any item of the settings table: a rental model, a version of the terms, the dues settings, or a numeric entry. */
export const settingsTableItemSchema = z.union([
  rentalModelItemSchema,
  rentalTermsItemSchema,
  membershipSettingsItemSchema,
  settingItemSchema,
]);
