// The settings table's entries (lambdas/tables.ts): grouped by area, each a key and a numeric-text
// value. The rental pricing is the one group.

import * as z from 'zod';
import { epochMs } from '../../runtime/item-fields';

/** The `group` of the settings table that holds the rental pricing entries. */
export const RENTAL_SETTINGS_GROUP = 'rental';

export const settingItemSchema = z.object({
  group: z.string().min(1).max(100),
  key: z.string().min(1).max(100),
  /** Numeric text, as the old site's rental-config answer carries it. */
  value: z.string().max(100),
  updatedAt: epochMs,
});
export type SettingItem = z.infer<typeof settingItemSchema>;
