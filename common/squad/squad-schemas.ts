// The squad's two keys as zod schemas: a player's address and a season, which the paths, the
// table items and the requests all check. Apart from common/squad/squad.ts so the squad's pages do not
// load zod; small so a function that checks a slug does not carry the officers' player form.

import * as z from 'zod';
import { PLAYER_SLUG_PATTERN, SQUAD_LIMITS, SQUAD_SEASONS } from './squad';

/** A player's address segment (`/players/{slug}`), as the paths, the tables and the requests check it. */
export const playerSlugSchema = z
  .string()
  .min(1)
  .max(SQUAD_LIMITS.slug)
  .regex(PLAYER_SLUG_PATTERN, 'a player address is lower-case letters and digits joined by hyphens');

/** A season as the club numbers it: the year it starts in. */
export const seasonSchema = z.number().int().min(SQUAD_SEASONS.first).max(SQUAD_SEASONS.last);
