// One of the club's officers as the clubOfficers table stores it (lambdas/tables.ts).

import * as z from 'zod';
import { epochMs, mediaKey, pixels } from '../../runtime/item-fields';

/** The one value of `clubOfficerItemSchema.list`: the officers sit in one partition, read with one Query. */
export const CLUB_OFFICERS_LIST = 'all';

export const clubOfficerItemSchema = z.object({
  list: z.literal(CLUB_OFFICERS_LIST),
  id: z.string().min(1).max(100),
  role: z.string().min(1).max(100),
  name: z.string().min(1).max(100),
  photo: z.object({ key: mediaKey, width: pixels, height: pixels }).optional(),
  bio: z.string().max(1_000),
  /** The role's mailbox at the club's domain (`treasurer` → treasurer@…): it follows the role, not the person. */
  mailbox: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9]+([.-][a-z0-9]+)*$/),
  /** What to ask this officer about, as a visitor would put it. */
  askAbout: z.string().max(300),
  /** The officers' order on the pages. */
  sortOrder: z.number().int().min(0).max(10_000),
  updatedAt: epochMs,
});
export type ClubOfficerItem = z.infer<typeof clubOfficerItemSchema>;
