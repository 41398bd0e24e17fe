// The games endpoints' query schemas (zod), apart from common/fixtures.ts so the pages that share
// the fixtures rules do not load zod. Imported with extensions: Vite's config loader reads the route table.

import * as z from 'zod';
import { seasonQueryField } from './season-query';
import { FIRST_SEASON, GAMES_LIMIT } from './fixtures';
import { limitQuerySchema } from './pagination';
import { teamQueryField } from './team-schemas';

/** The latest season a request may name: a bound on the number, far past any fixture list. */
export const LAST_SEASON = 2100;

/** `?limit` of variant A's list, and `?team=` for one team's games (common/teams.ts: the club's few teams). */
export const gamesQuerySchema = limitQuerySchema(GAMES_LIMIT).extend({ team: teamQueryField.optional() });

/** `?team=` of the fixtures feed: the club's feed without it, a team's own with it. */
export const fixturesFeedQuerySchema = z.object({ team: teamQueryField.optional() });

/** `?limit&sortBy&sortOrder&season&team` of variant B's list: games are sorted by date only. */
export const seasonGamesQuerySchema = gamesQuerySchema.extend({
  sortBy: z.enum(['gameDate'], { error: 'sortBy must be gameDate' }).default('gameDate'),
  sortOrder: z.enum(['ASC', 'DESC'], { error: 'sortOrder must be ASC or DESC' }).default('DESC'),
  season: seasonQueryField(FIRST_SEASON, LAST_SEASON).optional(),
});
