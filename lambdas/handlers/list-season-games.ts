// GET /api/games?limit&sortBy=gameDate&sortOrder=ASC|DESC&season&team → { games: [{ id, gameDate,
// status, venue, homeTeamScore, awayTeamScore, HomeTeam: { name }, AwayTeam: { name }, team,
// selection? }] } (fixtures variant B): one season's games when `season` is given, else every game;
// one team's when `team` is (an id no team has is a 404).

import { queryGames, toSeasonGame } from '../domain/fixtures/games';
import { readTeams, teamOrRefuse } from '../domain/teams/teams';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/list-season-games';

export const handler = defineHandler(row, async ({ query }) => {
  const teams = await readTeams();
  if (query.team !== undefined) teamOrRefuse(teams, query.team);
  // sortBy has one value, gameDate: the index's sort key.
  const games = await queryGames({ limit: query.limit, order: query.sortOrder, season: query.season, team: query.team });
  return json(200, { games: games.map((game) => toSeasonGame(game, teams)) });
});
