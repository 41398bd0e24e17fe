// GET /public/api/games?limit → [{ id, start, homeTeam, awayTeam, homeScore, awayScore, venue,
// status, gameType, season }] (fixtures variant A): the latest kick-offs first, so the limit keeps
// every coming game and the most recent results.

import { queryGames, toGame } from '../domain/fixtures/games';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/list-games';

export const handler = defineHandler(row, async ({ query }) => {
  const games = await queryGames({ limit: query.limit });
  return json(200, games.map(toGame));
});
