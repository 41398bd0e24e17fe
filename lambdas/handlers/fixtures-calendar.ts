// GET /public/api/fixtures.ics[?team] → every game as an iCalendar feed (text/calendar) to subscribe
// to, times in America/Chicago; with `team`, that team's own feed (an id no team has is a 404).

import { calendarResult } from '../domain/calendar/calendar-feed';
import { fixturesCalendar, fixturesFeedFile } from '../domain/fixtures/fixtures-feed';
import { queryGames } from '../domain/fixtures/games';
import { readTeams, teamOrRefuse } from '../domain/teams/teams';
import { defineHandler } from '../runtime/handler';
import { row } from '../rows/fixtures-calendar';

/** A bound on the feed's length, far above the games a club plays in many seasons. */
const FEED_MAX_EVENTS = 1_000;

export const handler = defineHandler(row, async ({ query }) => {
  const teams = await readTeams();
  const team = query.team === undefined ? undefined : teamOrRefuse(teams, query.team);
  // The latest kick-offs first, so the bound drops the oldest results, never a coming game.
  const games = await queryGames({ limit: FEED_MAX_EVENTS, team: team?.id });
  return calendarResult(fixturesCalendar(games, teams, team), fixturesFeedFile(team));
});
