// A player's figures for one season as the playerStats table stores them (lambdas/tables.ts): kept
// in step with the fixtures' team sheets by the transaction that saves a sheet, so a season's
// table is one Query and a player's career one Query on byPlayer.

import * as z from 'zod';
import { playerSlugSchema, seasonSchema } from '../../../common/squad/squad-schemas';

const count = z.number().int().nonnegative().max(10_000);

export const playerStatsItemSchema = z.object({
  season: seasonSchema,
  playerSlug: playerSlugSchema,
  appearances: count,
  tries: count,
  conversions: count,
  penalties: count,
  dropGoals: count,
  points: count,
});
export type PlayerStatsItem = z.infer<typeof playerStatsItemSchema>;
