// The squad endpoints' schemas (zod): the paths' slug, the list's season and what an officer sends
// to add or change a player, apart from common/squad/squad-api.ts so the squad's pages do not load zod.
// Imported with extensions: Vite's config loader reads the route table.

import '../zod-setup.ts';
import * as z from 'zod';
import { seasonQueryField } from '../fixtures/season-query';
import { playerStatuses, SQUAD_LIMITS, SQUAD_SEASONS, squadPositions } from './squad';
import { squadMessages } from './squad-api';
import { playerSlugSchema } from './squad-schemas';
import { uploadIdSchema } from '../uploads';
import { teamIdsField } from '../teams/team-schemas';
import { normalizeEmail, optionalLine, optionalText, requiredLine } from '../requests/visitor-forms';

/** `{slug}` of the player paths. */
export const playerParamsSchema = z.object({ slug: playerSlugSchema });

/** `?season=` of the squad list: a year such as 2026. */
export const squadQuerySchema = z.object({
  season: seasonQueryField(SQUAD_SEASONS.first, SQUAD_SEASONS.last).optional(),
});

/** A player's positions: one to three of the squad's, each once. */
export const squadPositionsField = z
  .array(z.enum(squadPositions, { error: 'A position is not one of the squad’s positions.' }), { error: squadMessages.positions })
  .min(1, squadMessages.positions)
  .max(SQUAD_LIMITS.positions, squadMessages.positions)
  .refine((positions) => new Set(positions).size === positions.length, 'A position is listed twice.');

/** An address the form may set, remove (empty) or leave as it is (absent). */
function optionalAddress(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(254, message)
    .transform(normalizeEmail)
    .pipe(z.union([z.literal(''), z.email(message)]))
    .optional();
}

/** What the console's form sends to add a player or to replace one's record. */
export const playerFormSchema = z.strictObject({
  name: requiredLine('Name', SQUAD_LIMITS.name),
  positions: squadPositionsField,
  shirtNumber: z
    .number({ error: squadMessages.shirtNumber })
    .int(squadMessages.shirtNumber)
    .min(1, squadMessages.shirtNumber)
    .max(SQUAD_LIMITS.shirtNumber, squadMessages.shirtNumber)
    .nullable()
    .default(null),
  bio: optionalText('Bio', SQUAD_LIMITS.bio).default(''),
  status: z.enum(playerStatuses, { error: 'Status must be active or retired.' }).default('active'),
  under18: z.boolean({ error: 'Under 18 must be yes or no.' }).default(false),
  /** Ticked when an officer has a guardian's consent to show the player's photo and bio; kept with its first date. */
  guardianConsent: z.boolean({ error: 'Guardian consent must be yes or no.' }).default(false),
  /** A new photo (an upload of kind `image`); absent keeps the photo the player has. */
  photoUploadId: uploadIdSchema.optional(),
  /**
   * The member account linked to the player (the address they sign in with), through which they
   * propose changes to their own profile: an address links it, empty unlinks it, absent keeps it.
   */
  accountEmail: z
    .string({ error: squadMessages.accountEmail })
    .trim()
    .max(254, squadMessages.accountEmail)
    .transform(normalizeEmail)
    .pipe(z.union([z.literal(''), z.email(squadMessages.accountEmail)]))
    .optional(),
  /** The teams the player plays in (common/teams/teams.ts); absent keeps the teams they have. */
  teams: teamIdsField.optional(),
  /** Where the club mails the player about matches when not their member account's address: an address sets it, empty removes it, absent keeps it. */
  contactEmail: optionalAddress(squadMessages.contactEmail),
  /** An under-18 player's guardian's address, which gets the player's mail about matches: an address sets it, empty removes it, absent keeps it. */
  guardianEmail: optionalAddress(squadMessages.guardianEmail),
  /** An under-18 player's guardian's name: a name sets it, empty removes it, absent keeps it. */
  guardianName: optionalLine('Guardian’s name', SQUAD_LIMITS.name).optional(),
  /** Takes the player's photo away (ignored with a new photo). */
  removePhoto: z.boolean({ error: 'Remove photo must be yes or no.' }).default(false),
});
export type PlayerFormInput = z.input<typeof playerFormSchema>;
export type PlayerForm = z.output<typeof playerFormSchema>;
