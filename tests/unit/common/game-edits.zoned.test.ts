// The officers' game form schema: what it takes, what it refuses and with which field named, and the
// season a kick-off counts for (in the club's zone, whatever zone runs the test).

import { describe, expect, it } from 'vitest';
import { clubTime } from '../../../common/club-time';
import { GAME_LIMITS } from '../../../common/fixtures/fixtures';
import { gameFormSchema, gameMessages, gameParamsSchema, seasonOfKickoff, type GameFormInput } from '../../../common/fixtures/game-edits';

const valid: GameFormInput = {
  start: clubTime(2026, 9, 12, 14, 0),
  homeTeam: 'Chicago Blaze',
  awayTeam: 'Lakeshore RFC',
  venue: 'Blaze Grounds',
  status: 'scheduled',
  gameType: 'regular',
};

function problems(input: unknown): { path: string; message: string }[] {
  const result = gameFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('gameFormSchema', () => {
  it('takes a coming game and fills in what the form may leave out', () => {
    expect(gameFormSchema.parse({ start: valid.start, homeTeam: ' Chicago Blaze ', awayTeam: 'Lakeshore RFC' })).toEqual({
      start: valid.start,
      homeTeam: 'Chicago Blaze',
      awayTeam: 'Lakeshore RFC',
      venue: '',
      status: 'scheduled',
      gameType: 'regular',
      // The default side (common/teams/teams.ts) when the form names no team.
      teamId: 'mens-xv',
      homeScore: null,
      awayScore: null,
    });
  });

  it.each(['completed', 'in_progress'] as const)('takes both scores with status %s', (status) => {
    expect(gameFormSchema.parse({ ...valid, status, homeScore: 24, awayScore: 0 })).toMatchObject({ homeScore: 24, awayScore: 0 });
  });

  it('takes a game in progress before any score', () => {
    expect(problems({ ...valid, status: 'in_progress' })).toEqual([]);
  });

  it.each(['scheduled', 'postponed', 'cancelled'] as const)('refuses scores on a %s game, naming status', (status) => {
    expect(problems({ ...valid, status, homeScore: 10, awayScore: 3 })).toEqual([
      { path: 'status', message: gameMessages.scoreNeedsKickoff },
    ]);
  });

  it('refuses one score without the other, naming the missing one', () => {
    expect(problems({ ...valid, status: 'completed', homeScore: 10 })).toEqual([{ path: 'awayScore', message: gameMessages.bothScores }]);
    expect(problems({ ...valid, status: 'completed', awayScore: 10 })).toEqual([{ path: 'homeScore', message: gameMessages.bothScores }]);
  });

  it('refuses a completed game without its score', () => {
    expect(problems({ ...valid, status: 'completed' })).toEqual([{ path: 'homeScore', message: gameMessages.completedNeedsScore }]);
  });

  it.each([-1, 1.5, GAME_LIMITS.points + 1, '12'])('refuses the score %j', (points) => {
    expect(problems({ ...valid, status: 'completed', homeScore: points, awayScore: 3 }).map((p) => p.path)).toEqual(['homeScore']);
  });

  it('refuses the same team on both sides, whatever the case', () => {
    expect(problems({ ...valid, awayTeam: 'chicago blaze' })).toEqual([{ path: 'awayTeam', message: gameMessages.sameTeams }]);
  });

  it.each([
    ['homeTeam', '   '],
    ['homeTeam', 'x'.repeat(GAME_LIMITS.team + 1)],
    ['awayTeam', 'Line\nbreak'],
    ['venue', 'v'.repeat(GAME_LIMITS.venue + 1)],
    ['gameType', ''],
    ['status', 'upcoming'],
    ['start', clubTime(1999, 12, 31, 12)],
    ['start', clubTime(2101, 1, 1, 12)],
    ['start', '2026-09-12T14:00'],
    ['start', 1.5],
  ])('refuses %s = %j, naming it', (field, value) => {
    expect(problems({ ...valid, [field]: value }).map((p) => p.path)).toEqual([field]);
  });

  it('refuses a season sent with the game: the server derives it', () => {
    expect(
      problems({ ...valid, season: 2026 })
        .map((p) => p.message)
        .join(),
    ).toMatch(/season/);
  });
});

describe('seasonOfKickoff', () => {
  it("is the club's year of the kick-off, not UTC's", () => {
    // 31 December, 9 pm in Chicago is already 1 January in UTC.
    expect(seasonOfKickoff(clubTime(2025, 12, 31, 21))).toBe(2025);
    expect(seasonOfKickoff(clubTime(2026, 1, 1, 0, 30))).toBe(2026);
  });
});

describe('gameParamsSchema', () => {
  it.each(['2026-lakeshore-home', '5b0c4c8e-6c1e-4d55-9a39-2f2b8f0c1d2e'])('takes the id %s', (gameId) => {
    expect(gameParamsSchema.safeParse({ gameId }).success).toBe(true);
  });

  it.each(['', 'a/b', 'a b', 'x'.repeat(201)])('refuses the id %j', (gameId) => {
    expect(gameParamsSchema.safeParse({ gameId }).success).toBe(false);
  });
});
