// The availability rows' schemas (zod): a player link's token and what its page sends, the member's
// answers and mail choices, the officer's selection and settings, and the answers the pages read,
// apart from common/teams/availability.ts so nothing public loads them to show itself. Imported with
// extensions: Vite's config loader reads the route table.

import '../zod-setup.ts';
import * as z from 'zod';
import {
  AVAILABILITY_LIMITS,
  availabilityAnswers,
  availabilityMessages,
  type AvailabilitySettings,
  SELECTION_MAX,
  selectionReplies,
} from './availability';
import { playerSlugSchema } from '../squad/squad-schemas';
import { eligibilitySchema } from '../squad/eligibility-schemas';

/**
 * A player link's token: `<fixture id>.<player>.<expiry, base 36 seconds>.<HMAC-SHA256, base64url>`
 * (lambdas/domain/availability/player-links.ts signs and checks it).
 */
export const playerLinkTokenSchema = z
  .string({ error: availabilityMessages.badLink })
  .max(400, availabilityMessages.badLink)
  .regex(/^[A-Za-z0-9_-]{1,200}\.[a-z0-9-]{1,80}\.[a-z0-9]{1,12}\.[A-Za-z0-9_-]{43}$/, availabilityMessages.badLink);

const answerField = z.enum(availabilityAnswers, { error: `answer must be one of ${availabilityAnswers.join(', ')}` });
const replyField = z.enum(selectionReplies, { error: `reply must be one of ${selectionReplies.join(', ')}` });

/**
 * What a player link's page sends: the token alone to read what the link is about, or the token and
 * the one button pressed: an answer, a reply to the selection, or `receive` (false stops every mail
 * about matches, true starts them again).
 */
export const playerLinkBodySchema = z
  .object({
    token: playerLinkTokenSchema,
    answer: answerField.optional(),
    reply: replyField.optional(),
    receive: z.boolean({ error: 'receive must be true or false' }).optional(),
  })
  .refine((body) => [body.answer, body.reply, body.receive].filter((value) => value !== undefined).length <= 1, {
    message: 'Send one of answer, reply or receive at a time.',
  });
export type PlayerLinkBody = z.output<typeof playerLinkBodySchema>;

export const myAnswerBodySchema = z.object({ answer: answerField });
export const myReplyBodySchema = z.object({ reply: replyField });
export const mailChoicesBodySchema = z.object({
  availability: z.boolean({ error: 'availability must be true or false' }),
  selection: z.boolean({ error: 'selection must be true or false' }),
  changes: z.boolean({ error: 'changes must be true or false' }),
});

/** The published selection: the players' addresses, in the officer's order (the first fifteen start). */
export const selectionBodySchema = z.object({
  players: z
    .array(playerSlugSchema, { error: 'players must be a list of player addresses' })
    .max(SELECTION_MAX, availabilityMessages.tooMany)
    .refine((slugs) => new Set(slugs).size === slugs.length, 'A player is listed twice.'),
});
export type SelectionBody = z.output<typeof selectionBodySchema>;

function wholeNumber(label: string, { min, max }: { readonly min: number; readonly max: number }) {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

export const availabilitySettingsSchema = z
  .object({
    promptDaysBefore: wholeNumber('Days before the match for the request', AVAILABILITY_LIMITS.promptDaysBefore),
    promptHour: wholeNumber('The hour of the request and the reminder', AVAILABILITY_LIMITS.promptHour),
    reminderDaysBefore: wholeNumber('Days before the match for the reminder', AVAILABILITY_LIMITS.reminderDaysBefore),
    cutoffHoursBefore: wholeNumber('Hours before kick-off for the cut-off', AVAILABILITY_LIMITS.cutoffHoursBefore),
  })
  .refine((settings) => settings.reminderDaysBefore < settings.promptDaysBefore, {
    message: availabilityMessages.reminderAfterPrompt,
    path: ['reminderDaysBefore'],
  }) satisfies z.ZodType<AvailabilitySettings>;

// The answers, as the rows build them and the pages read them.

const teamRef = z.object({ id: z.string(), name: z.string() });

export const fixtureFactsSchema = z.object({
  gameId: z.string(),
  team: teamRef,
  homeTeam: z.string(),
  awayTeam: z.string(),
  start: z.number(),
  venue: z.string(),
  status: z.string(),
});
export type FixtureFacts = z.infer<typeof fixtureFactsSchema>;

/** Where one player stands for one fixture. */
const playerFixtureStateSchema = z.object({
  answer: z.enum(availabilityAnswers).optional(),
  /** Whether an answer may still be given or changed (before the cut-off, the match scheduled). */
  answerOpen: z.boolean(),
  cutoffAt: z.number(),
  selected: z.boolean(),
  reply: z.enum(selectionReplies).optional(),
  /** Whether a selected player may still confirm or withdraw (before kick-off, not withdrawn). */
  replyOpen: z.boolean(),
});

const mailChoicesSchema = z.object({ availability: z.boolean(), selection: z.boolean(), changes: z.boolean() });

export const playerLinkAnswerSchema = playerFixtureStateSchema.extend({
  player: z.object({ name: z.string() }),
  fixture: fixtureFactsSchema,
  /** Whether the player gets any mail about matches (false once they stopped them all). */
  receivesMail: z.boolean(),
});
export type PlayerLinkAnswer = z.infer<typeof playerLinkAnswerSchema>;

export const mySeasonAnswerSchema = z.object({
  /** Absent when no player is linked to the member's address (most members). */
  player: z.object({ name: z.string(), teams: z.array(teamRef) }).optional(),
  season: z.number(),
  mail: mailChoicesSchema.optional(),
  fixtures: z.array(playerFixtureStateSchema.extend({ fixture: fixtureFactsSchema })),
});
export type MySeasonAnswer = z.infer<typeof mySeasonAnswerSchema>;

export const fixtureAvailabilitySchema = z.object({
  fixture: fixtureFactsSchema,
  /** The officers' settings of when players are asked, reminded and stop answering. */
  settings: z.object({
    promptDaysBefore: z.number(),
    promptHour: z.number(),
    reminderDaysBefore: z.number(),
    cutoffHoursBefore: z.number(),
  }),
  promptAt: z.number(),
  reminderAt: z.number(),
  cutoffAt: z.number(),
  /** When the selection was last published, if it was. */
  publishedAt: z.number().optional(),
  players: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      under18: z.boolean(),
      /** The player has an address the club's mail can reach (theirs, or a guardian's for an under-18). */
      reachable: z.boolean(),
      /** Whether they may play on the match's day, and why not (common/squad/eligibility.ts): the team sheet warns before publishing. */
      eligibility: eligibilitySchema,
      answer: z.enum(availabilityAnswers).optional(),
      answeredAt: z.number().optional(),
      promptedAt: z.number().optional(),
      remindedAt: z.number().optional(),
      selected: z.boolean(),
      reply: z.enum(selectionReplies).optional(),
      repliedAt: z.number().optional(),
    }),
  ),
});
export type FixtureAvailability = z.infer<typeof fixtureAvailabilitySchema>;
