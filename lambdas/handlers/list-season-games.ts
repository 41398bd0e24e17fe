// GET /api/games?limit&sortBy=gameDate&sortOrder=ASC|DESC&season → { games: [{ id, gameDate,
// status, venue, homeTeamScore, awayTeamScore, HomeTeam: { name }, AwayTeam: { name } }] }
// (fixtures variant B): one season's games when `season` is given, else every game.

import { queryGames, toSeasonGame } from '../domain/fixtures/games';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/list-season-games';

export const handler = defineHandler(row, async ({ query }) => {
  // sortBy has one value, gameDate: the index's sort key.
  const games = await queryGames({ limit: query.limit, order: query.sortOrder, season: query.season });
  return json(200, { games: games.map(toSeasonGame) });
});
