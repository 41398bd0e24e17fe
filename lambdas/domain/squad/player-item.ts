// A player on the squad as the players table stores it (lambdas/tables.ts).

import * as z from 'zod';
import { experienceLevels } from '../../../common/squad/player-request';
import { playerStatuses, SQUAD_LIMITS, squadPositions } from '../../../common/squad/squad';
import { playerSlugSchema, seasonSchema } from '../../../common/squad/squad-schemas';
import { matchMailKinds } from '../../../common/teams/availability';
import { teamIdsField } from '../../../common/teams/team-schemas';
import { epochMs, mediaKey, pixels } from '../../runtime/item-fields';

export const playerItemSchema = z.object({
  /** The table's key and the player's address (`/players/{slug}`): chosen once, so links to a player never break. */
  slug: playerSlugSchema,
  name: z.string().min(1).max(SQUAD_LIMITS.name),
  /** The byStatus index's partition: the current squad is one Query on `active`, by name. */
  status: z.enum(playerStatuses),
  positions: z.array(z.enum(squadPositions)).min(1).max(SQUAD_LIMITS.positions),
  shirtNumber: z.number().int().min(1).max(SQUAD_LIMITS.shirtNumber).optional(),
  /** The photo's key below the media prefix, uploaded through the upload forms. */
  photo: z.object({ key: mediaKey, width: pixels, height: pixels }).optional(),
  bio: z.string().max(SQUAD_LIMITS.bio).optional(),
  seasons: z.array(seasonSchema).max(SQUAD_LIMITS.seasons),
  /** A player under 18 shows no photo or bio publicly unless a guardian's consent is recorded. */
  under18: z.boolean(),
  /** When an officer recorded a guardian's consent to show an under-18 player's photo and bio. */
  guardianConsentAt: epochMs.optional(),
  /** The rugby the player had played when they joined, as their player request said: for officers, never shown publicly. */
  experience: z.enum(experienceLevels).optional(),
  /** The player request the player was added from (its reference), when they joined through the site. */
  joinedFrom: z
    .string()
    .regex(/^[A-Z0-9]{10}$/)
    .optional(),
  /** The linked member's verified address, lower-cased: the byAccount index finds a member's own player (sparse). */
  accountEmail: z.email().max(254).optional(),
  /** The teams the player plays in (one or more); absent on players stored before teams existed, who are the default side's (common/teams/teams.ts). */
  teams: teamIdsField.optional(),
  /** Where the club mails the player about matches, when it is not their member account's address: for officers, never shown publicly. */
  contactEmail: z.email().max(254).optional(),
  /** An under-18 player's guardian's address, which gets the player's mail about matches instead: for officers, never shown publicly. */
  guardianEmail: z.email().max(254).optional(),
  /** The guardian's name, beside their address: for officers, never shown publicly. */
  guardianName: z.string().min(1).max(SQUAD_LIMITS.name).optional(),
  /**
   * The mails about matches the player stopped (on /account, or through a player link's page).
   * Changed by its own Update, never by the officers' form, and does not move `updatedAt`, so a
   * player's choice never makes an officer's save or an approval of their profile change a conflict.
   */
  mailStops: z.array(z.enum(matchMailKinds)).max(matchMailKinds.length).optional(),
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type PlayerItem = z.infer<typeof playerItemSchema>;
