// The club's dues settings as the settings table stores them (lambdas/tables.ts): one item, group
// `membership`, key `dues`, beside the rental model's and the availability settings' groups.

import * as z from 'zod';
import { membershipSettingsSchema } from '../../../common/membership/membership-schemas';
import { epochMs } from '../../runtime/item-fields';

export const MEMBERSHIP_SETTINGS_GROUP = 'membership';
export const MEMBERSHIP_SETTINGS_KEY = 'dues';

export const membershipSettingsItemSchema = z.object({
  group: z.literal(MEMBERSHIP_SETTINGS_GROUP),
  key: z.literal(MEMBERSHIP_SETTINGS_KEY),
  duesToPlay: z.boolean(),
  reminderDays: membershipSettingsSchema.shape.reminderDays,
  updatedAt: epochMs,
});
export type MembershipSettingsItem = z.infer<typeof membershipSettingsItemSchema>;
