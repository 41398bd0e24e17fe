// GET /public/api/players/{slug} → one player, active or retired, as any visitor may see them
// (player-privacy.ts), with their teams and their figures of every season, oldest first (one Query on byPlayer).
// 404 `{ error }` for an unknown address.

import type { PlayerProfile } from '../../common/squad/squad-api';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { publicPlayer } from '../domain/squad/player-privacy';
import { getPlayer, queryPlayerStats, toFigures } from '../domain/squad/players';
import { readTeams } from '../domain/teams/teams';
import { row } from '../rows/get-player';

export const handler = defineHandler(row, async ({ params }) => {
  const [item, stats, teams] = await Promise.all([getPlayer(params.slug), queryPlayerStats(params.slug), readTeams()]);
  if (!item) throw new HttpError(404, 'Player not found.');
  const body: PlayerProfile = { ...publicPlayer(item, teams), figures: stats.map(toFigures) };
  return json(200, body);
});
