// The fixtures rules (defaults, status labels, variant A's filters, variant B's lists and seasons)
// and the demo games' dates. Like every `*.zoned.test.ts`, run in the machine's zone and far from Chicago.

import { describe, expect, it } from 'vitest';
import { clubDay, clubTime, clubYear } from '../../../common/club-time';
import {
  currentSeason,
  filterGames,
  gameFilters,
  gameStatusLabel,
  latestSeasonGame,
  previousSeasonGames,
  scoreText,
  seasonOptions,
  teamName,
  upcomingSeasonGames,
} from '../../../common/fixtures/fixtures';
import { opponentNames } from '../../../common/fixtures/opponents';
import { demoGameItems } from '../../../local/demo/games-dataset';

const HOUR = 3_600_000;
// 11:30 pm on Saturday, November 14th 2026 in Lemont: already the 15th in UTC and in Kiritimati.
const lateSaturday = clubTime(2026, 11, 14, 23, 30);

function game(id: string, start: number, status = 'scheduled') {
  return { id, start, status };
}

describe('the defaults', () => {
  it("names a missing team 'Home Team' or 'Away Team'", () => {
    expect(teamName(undefined, 'home')).toBe('Home Team');
    expect(teamName('  ', 'away')).toBe('Away Team');
    expect(teamName(null, 'away')).toBe('Away Team');
    expect(teamName('Lakeshore RFC', 'home')).toBe('Lakeshore RFC');
  });

  it("shows '-' for a score that is null or absent, and 0 as 0", () => {
    expect(scoreText(null)).toBe('-');
    expect(scoreText(undefined)).toBe('-');
    expect(scoreText(Number.NaN)).toBe('-');
    expect(scoreText(0)).toBe('0');
    expect(scoreText(27)).toBe('27');
  });
});

describe('the status label', () => {
  it.each([
    ['completed', 'Final'],
    ['scheduled', 'Upcoming'],
    ['upcoming', 'Upcoming'],
    ['in_progress', 'Live'],
    ['in-progress', 'Live'],
    ['postponed', 'postponed'],
    ['cancelled', 'cancelled'],
    ['Abandoned', 'Abandoned'],
  ])('shows %j as %j', (status, label) => {
    expect(gameStatusLabel(status)).toBe(label);
  });

  it('takes a missing status as scheduled', () => {
    expect(gameStatusLabel(undefined)).toBe('Upcoming');
    expect(gameStatusLabel('')).toBe('Upcoming');
  });
});

describe("variant A's filters", () => {
  const games = [
    game('yesterday-late', clubTime(2026, 11, 13, 23, 59)),
    game('today-first-minute', clubTime(2026, 11, 14, 0, 0), 'completed'),
    game('today-evening', clubTime(2026, 11, 14, 19, 0), 'in_progress'),
    game('today-last-minute', clubTime(2026, 11, 14, 23, 59)),
    game('tomorrow-midnight', clubTime(2026, 11, 15, 0, 0)),
    game('tomorrow-upcoming', clubTime(2026, 11, 15, 13, 0), 'upcoming'),
    game('next-week-cancelled', clubTime(2026, 11, 21, 13, 0), 'cancelled'),
    game('next-week-no-status', clubTime(2026, 11, 21, 15, 0), ''),
  ];
  const ids = (list: readonly { id: string }[]) => list.map((entry) => entry.id);

  it('has the old site’s three labels', () => {
    expect(gameFilters.map((filter) => filter.label)).toEqual(['All matches', "today's matches", 'upcoming matches']);
  });

  it('shows every game under All matches, in the order given', () => {
    expect(ids(filterGames(games, 'all', lateSaturday))).toEqual(ids(games));
  });

  it("shows the games of the club's calendar day under today's matches, whatever their status", () => {
    expect(ids(filterGames(games, 'today', lateSaturday))).toEqual(['today-first-minute', 'today-evening', 'today-last-minute']);
  });

  it('shows scheduled or upcoming games from the start of tomorrow under upcoming matches', () => {
    expect(ids(filterGames(games, 'upcoming', lateSaturday))).toEqual(['tomorrow-midnight', 'tomorrow-upcoming', 'next-week-no-status']);
  });

  it('moves with the clock: just after midnight the next day is today', () => {
    const sundayMorning = clubTime(2026, 11, 15, 0, 5);
    expect(ids(filterGames(games, 'today', sundayMorning))).toEqual(['tomorrow-midnight', 'tomorrow-upcoming']);
    expect(ids(filterGames(games, 'upcoming', sundayMorning))).toEqual(['next-week-no-status']);
  });

  it('holds across the end of daylight time (November 1st, 2026 in Chicago has 25 hours)', () => {
    const longDay = [game('long-day-late', clubTime(2026, 11, 1, 23, 30)), game('next-day', clubTime(2026, 11, 2, 0, 0))];
    expect(ids(filterGames(longDay, 'today', clubTime(2026, 11, 1, 0, 30)))).toEqual(['long-day-late']);
    expect(ids(filterGames(longDay, 'upcoming', clubTime(2026, 11, 1, 0, 30)))).toEqual(['next-day']);
  });
});

describe("variant B's lists", () => {
  const now = clubTime(2026, 6, 1, 12);
  const at = (ms: number, id: string, status: string) => ({ id, gameDate: new Date(ms).toISOString(), status });
  // Newest first, as the page asks the API.
  const games = [
    at(now + 40 * 24 * HOUR, 'far-future', 'scheduled'),
    at(now + 30 * 24 * HOUR, 'future-cancelled', 'cancelled'),
    at(now + 20 * 24 * HOUR, 'soon-3', 'scheduled'),
    at(now + 10 * 24 * HOUR, 'soon-2', 'scheduled'),
    at(now + 5 * 24 * HOUR, 'future-but-completed', 'completed'),
    at(now + HOUR, 'soon-1', 'scheduled'),
    at(now - HOUR, 'under-way', 'in_progress'),
    at(now - 7 * 24 * HOUR, 'last-week', 'completed'),
    at(now - 14 * 24 * HOUR, 'two-weeks', 'scheduled'),
    at(now - 21 * 24 * HOUR, 'three-weeks', 'completed'),
  ];
  const ids = (list: readonly { id: string }[]) => list.map((entry) => entry.id);

  it('lists up to three future scheduled games, soonest first', () => {
    expect(ids(upcomingSeasonGames(games, now))).toEqual(['soon-1', 'soon-2', 'soon-3']);
  });

  it('lists up to three games in the past or completed, most recent first', () => {
    expect(ids(previousSeasonGames(games, now))).toEqual(['future-but-completed', 'under-way', 'last-week']);
    expect(ids(previousSeasonGames(games.slice(7), now))).toEqual(['last-week', 'two-weeks', 'three-weeks']);
  });

  it('makes the first previous game the latest match, and none when nothing was played', () => {
    expect(latestSeasonGame(games.slice(6), now)?.id).toBe('under-way');
    expect(latestSeasonGame(games.slice(0, 4), now)).toBeUndefined();
    expect(upcomingSeasonGames([], now)).toEqual([]);
  });
});

describe('the seasons', () => {
  it("offers 2020 to the club's current year, newest first, and opens on the current year", () => {
    // 8 pm on December 31st in Chicago is already 2027 in UTC.
    const newYearsEve = clubTime(2026, 12, 31, 20);
    expect(seasonOptions(newYearsEve)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020]);
    expect(currentSeason(newYearsEve)).toBe(2026);
    expect(currentSeason(clubTime(2027, 1, 1, 0, 1))).toBe(2027);
  });
});

describe('the demo games', () => {
  // Seeds at 00:10, noon and 23:50 club time, on New Year's Day and the end of daylight time.
  const seedTimes = [
    clubTime(2026, 11, 23, 0, 10),
    clubTime(2026, 11, 23, 12, 0),
    clubTime(2026, 11, 23, 23, 50),
    clubTime(2027, 1, 1, 0, 10),
    clubTime(2026, 11, 1, 1, 30),
  ];

  it.each(seedTimes.map((ms) => [new Date(ms).toISOString(), ms]))('seeded at %s, show every state of the pages', (_label, now) => {
    const items = demoGameItems(now);
    const season = clubYear(now);
    const thisSeason = items.filter((item) => item.season === season);
    const today = thisSeason.filter((item) => clubDay(item.start) === clubDay(now));

    expect(today.map((item) => item.status).sort()).toEqual(['in_progress', 'scheduled']);
    expect(today.find((item) => item.status === 'in_progress')?.start).toBeLessThanOrEqual(now);
    expect(filterGames(thisSeason, 'upcoming', now).length).toBeGreaterThanOrEqual(3);
    expect(
      thisSeason.filter((item) => item.status === 'completed' && item.homeScore !== undefined && item.awayScore !== undefined).length,
    ).toBeGreaterThanOrEqual(3);
    expect(thisSeason.some((item) => item.status === 'cancelled' && item.start > now)).toBe(true);
    expect(items.filter((item) => item.season === season - 1).length).toBeGreaterThanOrEqual(3);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('names opponents from the shared list and always the club on one side', () => {
    const names = new Set<string>(Object.values(opponentNames));
    for (const item of demoGameItems(seedTimes[1] as number)) {
      const sides = [item.homeTeam, item.awayTeam];
      expect(sides).toContain('Chicago Blaze');
      expect(sides.some((name) => names.has(name))).toBe(true);
    }
  });
});
