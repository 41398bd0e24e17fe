// GET /public/api/fixtures.ics → every game as an iCalendar feed (text/calendar) to subscribe to,
// times in America/Chicago.

import { calendarResult } from '../domain/calendar/calendar-feed';
import { FIXTURES_FEED_FILE, fixturesCalendar } from '../domain/fixtures/fixtures-feed';
import { queryGames } from '../domain/fixtures/games';
import { defineHandler } from '../runtime/handler';
import { row } from '../rows/fixtures-calendar';

/** A bound on the feed's length, far above the games a club plays in many seasons. */
const FEED_MAX_EVENTS = 1_000;

export const handler = defineHandler(row, async () => {
  // The latest kick-offs first, so the bound drops the oldest results, never a coming game.
  const games = await queryGames({ limit: FEED_MAX_EVENTS });
  return calendarResult(fixturesCalendar(games), FIXTURES_FEED_FILE);
});
