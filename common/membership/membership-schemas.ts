// The membership rows' schemas (zod): a season and a type's id in paths and bodies, what the
// officers' type form sends, what a member sends to join or renew, and the answers the pages read;
// apart from common/membership/membership.ts so the pages that only show types do not load zod.
// Imported with extensions: Vite's config loader reads the route table.

import '../zod-setup.ts';
import * as z from 'zod';
import { seasonQueryField } from '../fixtures/season-query.ts';
import { requiredLine, optionalText } from '../requests/visitor-forms.ts';
import { teamIdSchema } from '../teams/team-schemas.ts';
import {
  MEMBERSHIP_LIMITS,
  MEMBERSHIP_TYPE_ID_PATTERN,
  membershipChoosers,
  membershipMessages,
  duesStates,
  membershipStandings,
  MEMBERSHIP_REMINDER_LIMITS,
  type MembershipSettings,
  renewalStates,
  type MembershipType,
} from './membership.ts';

const idRule = 'typeId must be the id of a membership type, such as playing';

export const membershipTypeIdSchema = z.string().min(1, idRule).max(MEMBERSHIP_LIMITS.id, idRule).regex(MEMBERSHIP_TYPE_ID_PATTERN, idRule);

const seasonRule = `season must be a year from ${MEMBERSHIP_LIMITS.firstSeason} to ${MEMBERSHIP_LIMITS.lastSeason}`;

/** A season in a body: a whole year. */
export const seasonField = z
  .number({ error: seasonRule })
  .int(seasonRule)
  .min(MEMBERSHIP_LIMITS.firstSeason, seasonRule)
  .max(MEMBERSHIP_LIMITS.lastSeason, seasonRule);

/** `{season}` of a path: four digits. */
export const seasonParam = seasonQueryField(MEMBERSHIP_LIMITS.firstSeason, MEMBERSHIP_LIMITS.lastSeason);

export const membershipTypeParamsSchema = z.object({ season: seasonParam, typeId: membershipTypeIdSchema });
export const membershipSeasonParamsSchema = z.object({ season: seasonParam });

function wholeNumber(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** A type as the console's form sends it, to add one (with its season) or to change one. */
export const membershipTypeFormSchema = z
  .strictObject({
    name: requiredLine('Name', MEMBERSHIP_LIMITS.name),
    priceCents: wholeNumber('The price in cents', 0, MEMBERSHIP_LIMITS.priceCents),
    includes: optionalText('What it includes', MEMBERSHIP_LIMITS.includes).default(''),
    minAge: wholeNumber('The youngest age', 0, MEMBERSHIP_LIMITS.age).optional(),
    maxAge: wholeNumber('The oldest age', 0, MEMBERSHIP_LIMITS.age).optional(),
    chosenBy: z.enum(membershipChoosers, { error: `chosenBy must be one of ${membershipChoosers.join(', ')}` }),
    order: wholeNumber('Order', 0, 1_000).default(0),
  })
  .refine((form) => form.minAge === undefined || form.maxAge === undefined || form.minAge <= form.maxAge, {
    message: membershipMessages.ageBounds,
    path: ['minAge'],
  });
export type MembershipTypeForm = z.output<typeof membershipTypeFormSchema>;

export const newMembershipTypeSchema = z.strictObject({ season: seasonField, type: membershipTypeFormSchema });
export type NewMembershipType = z.output<typeof newMembershipTypeSchema>;

const reminderDay = z
  .number({ error: membershipMessages.reminderDays })
  .int(membershipMessages.reminderDays)
  .min(MEMBERSHIP_REMINDER_LIMITS.minDays, membershipMessages.reminderDays)
  .max(MEMBERSHIP_REMINDER_LIMITS.maxDays, membershipMessages.reminderDays);

/** The dues settings as the console sends them and the row answers them. */
export const membershipSettingsSchema = z.strictObject({
  duesToPlay: z.boolean({ error: 'duesToPlay must be true or false' }),
  reminderDays: z
    .array(reminderDay, { error: membershipMessages.reminderDays })
    .min(1, membershipMessages.reminderDays)
    .max(MEMBERSHIP_REMINDER_LIMITS.count, membershipMessages.reminderDays)
    .refine((days) => new Set(days).size === days.length, membershipMessages.reminderDays),
}) satisfies z.ZodType<MembershipSettings, unknown>;

/** A birth date, `YYYY-MM-DD`, a real day in the past 120 years. */
export const birthDateField = z
  .string({ error: 'birthDate must be a date written YYYY-MM-DD.' })
  .max(10, 'birthDate must be a date written YYYY-MM-DD.')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'birthDate must be a date written YYYY-MM-DD.')
  .refine((text) => {
    const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900;
  }, 'birthDate must be a real day, written YYYY-MM-DD.');

/** What a member sends to join a season or renew for it: the type, their name, their birth date (for the age bounds) and, optionally, their team. */
export const joinMembershipSchema = z.strictObject({
  season: seasonField,
  typeId: membershipTypeIdSchema,
  name: requiredLine('Your name', MEMBERSHIP_LIMITS.memberName),
  birthDate: birthDateField,
  teamId: teamIdSchema.optional(),
});
export type JoinMembership = z.output<typeof joinMembershipSchema>;

/** The member's own directory choices, as /account sends them. */
export const directoryChoicesSchema = z.strictObject({
  listed: z.boolean({ error: 'listed must be true or false' }),
  email: z.boolean({ error: 'email must be true or false' }),
  team: z.boolean({ error: 'team must be true or false' }),
});

// The answers, as the rows build them and the pages read them.

export const memberDirectoryAnswerSchema = z.object({
  season: z.number(),
  /** Whether the caller may read it: their dues for this season are paid. Without, no member is listed. */
  open: z.boolean(),
  /** The caller's own choices (their defaults until they choose), once they have a membership this season. */
  mine: z.object({ name: z.string(), choices: directoryChoicesSchema, chosen: z.boolean() }).optional(),
  /** The paid-up members who are listed, by name, with what each chose to show. */
  members: z.array(z.object({ name: z.string(), typeName: z.string(), email: z.string().optional(), teamName: z.string().optional() })),
});
export type MemberDirectoryAnswer = z.infer<typeof memberDirectoryAnswerSchema>;

export const membershipTypeSchema = z.object({
  season: z.number(),
  id: z.string(),
  name: z.string(),
  priceCents: z.number(),
  includes: z.string(),
  minAge: z.number().optional(),
  maxAge: z.number().optional(),
  chosenBy: z.enum(membershipChoosers),
  order: z.number(),
}) satisfies z.ZodType<MembershipType>;

export const membershipTypesAnswerSchema = z.object({
  seasons: z.array(z.object({ season: z.number(), until: z.number(), types: z.array(membershipTypeSchema) })),
});

const receiptSchema = z.object({
  receiptNumber: z.number(),
  amountCents: z.number(),
  at: z.number(),
  method: z.string(),
  /** The payer's signed receipt link. */
  link: z.string(),
});

export const myMembershipSchema = z.object({
  season: z.number(),
  typeId: z.string(),
  typeName: z.string(),
  name: z.string(),
  teamId: z.string().optional(),
  priceCents: z.number(),
  paidCents: z.number(),
  balanceCents: z.number(),
  standing: z.enum(membershipStandings),
  until: z.number(),
  receipts: z.array(receiptSchema),
});
export type MyMembership = z.infer<typeof myMembershipSchema>;

export const myMembershipAnswerSchema = z.object({
  /** The last moment of the latest season paid for; absent when none is. */
  memberUntil: z.number().optional(),
  /** The member's memberships of this season and the next, oldest first. */
  memberships: z.array(myMembershipSchema),
  /** The seasons the member may still join or renew for, each with the types they may choose. */
  offers: z.array(z.object({ season: z.number(), until: z.number(), types: z.array(membershipTypeSchema) })),
  /** Whether the club takes dues online (Stripe is connected). */
  payOnline: z.boolean(),
});
export type MyMembershipAnswer = z.infer<typeof myMembershipAnswerSchema>;

const duesSumsSchema = z.object({
  members: z.number(),
  dueCents: z.number(),
  paidCents: z.number(),
  outstandingCents: z.number(),
  overdueCents: z.number(),
  /** Memberships in each state. */
  paid: z.number(),
  outstanding: z.number(),
  overdue: z.number(),
});
export type DuesSums = z.infer<typeof duesSumsSchema>;

export const officerMembershipSchema = z.object({
  id: z.string(),
  season: z.number(),
  name: z.string(),
  email: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  teamId: z.string().optional(),
  teamName: z.string().optional(),
  priceCents: z.number(),
  paidCents: z.number(),
  owedCents: z.number(),
  standing: z.enum(membershipStandings),
  state: z.enum(duesStates),
  joinedAt: z.number(),
  dueAt: z.number(),
  paidAt: z.number().optional(),
  /** For a paid membership: whether its member has paid the next season's, and whether it ended without. */
  renewal: z.enum(renewalStates).optional(),
});
export type OfficerMembership = z.infer<typeof officerMembershipSchema>;

/** A member the club knows (they held a membership the season before or after) who holds none of this season. */
export const membershipCandidateSchema = z.object({ sub: z.string(), name: z.string(), email: z.string() });
export type MembershipCandidate = z.infer<typeof membershipCandidateSchema>;

/**
 * The treasurer's view of a season: every membership, and the sums by type, by team and in all; and,
 * to start a membership for a member, the season's types and the members who hold none of it.
 */
export const officerMembershipsAnswerSchema = z.object({
  season: z.number(),
  memberships: z.array(officerMembershipSchema),
  types: z.array(membershipTypeSchema),
  candidates: z.array(membershipCandidateSchema),
  byType: z.array(duesSumsSchema.extend({ typeId: z.string(), typeName: z.string() })),
  byTeam: z.array(duesSumsSchema.extend({ teamId: z.string().optional(), teamName: z.string() })),
  totals: duesSumsSchema,
  /** Paid memberships of the season that ended without their member renewing. */
  lapsed: z.number(),
});
export type OfficerMembershipsAnswer = z.infer<typeof officerMembershipsAnswerSchema>;

/** A member's user id as the memberships table keys them (`<season>-<sub>`). */
export const memberSubSchema = z
  .string({ error: 'sub must be the id of one of the club’s members' })
  .min(1, 'sub must be the id of one of the club’s members')
  .max(90, 'sub must be the id of one of the club’s members')
  .regex(/^[A-Za-z0-9-]+$/, 'sub must be the id of one of the club’s members');

/** What the treasurer sends to start a membership for a member: the season, one of its types (any, one not offered online too) and the member. */
export const startMembershipSchema = z.strictObject({ season: seasonField, typeId: membershipTypeIdSchema, sub: memberSubSchema });
export type StartMembership = z.output<typeof startMembershipSchema>;

/** `?season=` of the officers' list and CSV: one of the club's seasons. */
export const officerMembershipsQuerySchema = z.object({ season: seasonParam });
