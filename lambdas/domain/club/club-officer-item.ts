// One of the club's officers as the clubOfficers table stores it (lambdas/tables.ts).

import * as z from 'zod';
import { CLUB_OFFICER_LIMITS, CLUB_SORT_ORDER_MAX, MAILBOX_PATTERN } from '../../../common/club/club-officers';
import { epochMs, mediaKey, pixels } from '../../runtime/item-fields';

/** The one value of `clubOfficerItemSchema.list`: the officers sit in one partition, read with one Query. */
export const CLUB_OFFICERS_LIST = 'all';

export const clubOfficerItemSchema = z.object({
  list: z.literal(CLUB_OFFICERS_LIST),
  id: z.string().min(1).max(100),
  role: z.string().min(1).max(CLUB_OFFICER_LIMITS.role),
  name: z.string().min(1).max(CLUB_OFFICER_LIMITS.name),
  photo: z.object({ key: mediaKey, width: pixels, height: pixels }).optional(),
  bio: z.string().max(CLUB_OFFICER_LIMITS.bio),
  /** The role's mailbox at the club's domain (`treasurer` → treasurer@…): it follows the role, not the person. */
  mailbox: z.string().min(1).max(CLUB_OFFICER_LIMITS.mailbox).regex(MAILBOX_PATTERN),
  /** What to ask this officer about, as a visitor would put it. */
  askAbout: z.string().max(CLUB_OFFICER_LIMITS.askAbout),
  /** The officers' order on the pages. */
  sortOrder: z.number().int().min(0).max(CLUB_SORT_ORDER_MAX),
  updatedAt: epochMs,
});
export type ClubOfficerItem = z.infer<typeof clubOfficerItemSchema>;
