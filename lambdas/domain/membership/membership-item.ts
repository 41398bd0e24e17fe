// A member's membership of one season as the memberships table stores it (lambdas/tables.ts),
// keyed `<season>-<sub>`: one a member a season, found by the member (byMember) or by the season
// (bySeason). Its dues are payments of the subject `membership` with this id; the payment-outcomes
// hook (./memberships.ts) keeps `paidCents` and `paidAt` in step with them.

import * as z from 'zod';
import { MEMBERSHIP_LIMITS } from '../../../common/membership/membership';
import { birthDateField, membershipTypeIdSchema } from '../../../common/membership/membership-schemas';
import { teamIdSchema } from '../../../common/teams/team-schemas';
import { epochMs } from '../../runtime/item-fields';

export const membershipItemSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^\d{4}-[A-Za-z0-9-]+$/),
  season: z.number().int().min(MEMBERSHIP_LIMITS.firstSeason).max(MEMBERSHIP_LIMITS.lastSeason),
  /** The member's Cognito user id: the owner key of the record. */
  sub: z.string().min(1).max(100),
  /** Their verified address when they joined: the receipt is mailed there. */
  email: z.string().min(3).max(254),
  name: z.string().min(1).max(MEMBERSHIP_LIMITS.memberName),
  birthDate: birthDateField,
  typeId: membershipTypeIdSchema,
  /** The type's name and price when it was chosen: a later change of the type keeps what this member was asked. */
  typeName: z.string().min(1).max(MEMBERSHIP_LIMITS.name),
  priceCents: z.number().int().min(0).max(MEMBERSHIP_LIMITS.priceCents),
  teamId: teamIdSchema.optional(),
  /** What the club holds of the dues (paid less refunded), kept by the payment hook. */
  paidCents: z.number().int().min(0),
  /** When the dues were first covered in full. */
  paidAt: epochMs.optional(),
  /** The last moment the membership runs to (the season's end). */
  until: epochMs,
  /** The reminders to renew already mailed, by their days before `until` (the dues settings' reminder days when each went). */
  remindedDays: z.array(z.number().int().min(0).max(366)).max(10).optional(),
  /** What the member shows other paid-up members in the directory; absent: the defaults for their age (defaultDirectoryChoices). */
  directory: z.strictObject({ listed: z.boolean(), email: z.boolean(), team: z.boolean() }).optional(),
  /** When the member was told it ended without their renewing. */
  endedNoticeAt: epochMs.optional(),
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type MembershipItem = z.infer<typeof membershipItemSchema>;

/** The membership id of a member's season: one per member per season. */
export function membershipId(season: number, sub: string): string {
  return `${season}-${sub}`;
}
