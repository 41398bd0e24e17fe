// GET /public/api/players[?season=YYYY] → the active players by name, as any visitor may see them
// (player-privacy.ts), each with the teams they play in; with a season, each with that season's figures, read as one Query of the
// season's partition of playerStats (a player without figures that season has none).

import type { SquadList } from '../../common/squad/squad-api';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { publicPlayer } from '../domain/squad/player-privacy';
import { queryPlayers, querySeasonStats, toFigures } from '../domain/squad/players';
import { readTeams } from '../domain/teams/teams';
import { row } from '../rows/list-players';

export const handler = defineHandler(row, async ({ query }) => {
  const { season } = query;
  const [players, stats, teams] = await Promise.all([
    queryPlayers('active'),
    season === undefined ? [] : querySeasonStats(season),
    readTeams(),
  ]);
  const figures = new Map(stats.map((item) => [item.playerSlug, toFigures(item)]));
  const body: SquadList = {
    ...(season === undefined ? {} : { season }),
    players: players.map((item) => {
      const found = figures.get(item.slug);
      return { ...publicPlayer(item, teams), ...(found ? { figures: found } : {}) };
    }),
  };
  return json(200, body);
});
