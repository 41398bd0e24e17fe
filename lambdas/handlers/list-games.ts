// GET /public/api/games?limit[&team] → [{ id, start, homeTeam, awayTeam, homeScore, awayScore, venue,
// status, gameType, season, team, selection? }] (fixtures variant A): the latest kick-offs first, so
// the limit keeps every coming game and the most recent results; one team's with `team` (an id no
// team has is a 404).

import { queryGames, toGame } from '../domain/fixtures/games';
import { readTeams, teamOrRefuse } from '../domain/teams/teams';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/list-games';

export const handler = defineHandler(row, async ({ query }) => {
  const teams = await readTeams();
  if (query.team !== undefined) teamOrRefuse(teams, query.team);
  const games = await queryGames({ limit: query.limit, team: query.team });
  return json(
    200,
    games.map((game) => toGame(game, teams)),
  );
});
