// A membership type as the membershipTypes table stores it (lambdas/tables.ts): one season's types
// in one partition, read with one Query.

import * as z from 'zod';
import { MEMBERSHIP_LIMITS, membershipChoosers } from '../../../common/membership/membership';
import { membershipTypeIdSchema } from '../../../common/membership/membership-schemas';
import { epochMs } from '../../runtime/item-fields';

export const membershipTypeItemSchema = z.object({
  season: z.number().int().min(MEMBERSHIP_LIMITS.firstSeason).max(MEMBERSHIP_LIMITS.lastSeason),
  /** Made from the name when the type is added, and kept: memberships name it. */
  id: membershipTypeIdSchema,
  name: z.string().min(1).max(MEMBERSHIP_LIMITS.name),
  priceCents: z.number().int().min(0).max(MEMBERSHIP_LIMITS.priceCents),
  includes: z.string().max(MEMBERSHIP_LIMITS.includes),
  minAge: z.number().int().min(0).max(MEMBERSHIP_LIMITS.age).optional(),
  maxAge: z.number().int().min(0).max(MEMBERSHIP_LIMITS.age).optional(),
  chosenBy: z.enum(membershipChoosers),
  order: z.number().int().min(0).max(1_000),
  updatedAt: epochMs,
});
export type MembershipTypeItem = z.infer<typeof membershipTypeItemSchema>;
