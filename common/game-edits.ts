// What an officer sends to add or change a game (POST /api/officer/games, PUT and DELETE
// /api/officer/games/{gameId}): the one schema the console's game form and the handlers both use.
// The season is never sent: it is the club's year of the kick-off, so a game can never sit in the
// wrong season's list. Imported with extensions: Vite's config loader reads the route table.

import * as z from 'zod';
import { clubTime, clubYear } from './club-time';
import { GAME_LIMITS, GameStatus, gameStatuses } from './fixtures';
import { LAST_SEASON } from './games-requests';
import { optionalLine, requiredLine } from './visitor-forms';
import { DEFAULT_TEAM } from './teams';
import { teamIdSchema } from './team-schemas';

/** POST: add a game (route row `create-game`). Not `/api/games`: that exact path is a cached public read. */
export const OFFICER_GAMES_PATH = '/api/officer/games';
/** PUT: replace a game; DELETE: remove it (route rows `update-game`, `delete-game`). */
export const OFFICER_GAME_PATH = '/api/officer/games/{gameId}';

/** The earliest kick-off the form takes: old results may be entered, back to this year. */
export const FIRST_EDITABLE_SEASON = 2000;
const earliestKickoff = clubTime(FIRST_EDITABLE_SEASON, 1, 1);
const latestKickoff = clubTime(LAST_SEASON + 1, 1, 1) - 60_000;

/** Statuses a game may carry a score in: points are on the board only once it has kicked off. */
export const scoredStatuses: readonly GameStatus[] = [GameStatus.inProgress, GameStatus.completed];

export const gameMessages = {
  start: `Kick-off must be a time between ${FIRST_EDITABLE_SEASON} and the end of ${LAST_SEASON} (epoch milliseconds).`,
  status: `Status must be one of ${gameStatuses.join(', ')}.`,
  score: (label: string) => `${label} must be a whole number from 0 to ${GAME_LIMITS.points}, or empty.`,
  bothScores: 'Record both scores, or neither.',
  scoreNeedsKickoff: 'Scores are recorded only for a game in progress or completed.',
  completedNeedsScore: 'A completed game needs both scores.',
  sameTeams: 'The home and away teams must differ.',
  unknownGame: 'There is no game with that id; it may have been deleted.',
  changedMeanwhile: 'The game was changed by someone else while this change was made: reload it and try again.',
} as const;

/** `{gameId}`: the ids the server gives (UUIDs) and the demo's (`2026-lakeshore-home`). */
export const gameParamsSchema = z.object({
  gameId: z
    .string()
    .max(200, 'gameId is too long')
    .regex(/^[A-Za-z0-9_-]+$/, 'gameId must be letters, digits, "-" or "_"'),
});

function score(label: string) {
  return z
    .number({ error: gameMessages.score(label) })
    .int(gameMessages.score(label))
    .min(0, gameMessages.score(label))
    .max(GAME_LIMITS.points, gameMessages.score(label))
    .nullable()
    .default(null);
}

/** A whole game as the console's form sends it, to add one or to replace one. */
export const gameFormSchema = z
  .strictObject({
    start: z
      .number({ error: gameMessages.start })
      .int(gameMessages.start)
      .min(earliestKickoff, gameMessages.start)
      .max(latestKickoff, gameMessages.start),
    homeTeam: requiredLine('Home team', GAME_LIMITS.team),
    awayTeam: requiredLine('Away team', GAME_LIMITS.team),
    venue: optionalLine('Venue', GAME_LIMITS.venue).default(''),
    status: z.enum(gameStatuses, { error: gameMessages.status }).default(GameStatus.scheduled),
    gameType: requiredLine('Game type', GAME_LIMITS.gameType).default('regular'),
    /** The club's side playing it (common/teams.ts); the default side when not sent. */
    teamId: teamIdSchema.default(DEFAULT_TEAM.id),
    homeScore: score('Home score'),
    awayScore: score('Away score'),
  })
  .superRefine((game, ctx) => {
    if (game.homeTeam.toLowerCase() === game.awayTeam.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['awayTeam'], message: gameMessages.sameTeams });
    }
    const scores = [game.homeScore, game.awayScore].filter((points) => points !== null).length;
    if (scores === 1) {
      ctx.addIssue({ code: 'custom', path: [game.homeScore === null ? 'homeScore' : 'awayScore'], message: gameMessages.bothScores });
    } else if (scores === 2 && !scoredStatuses.includes(game.status)) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: gameMessages.scoreNeedsKickoff });
    } else if (scores === 0 && game.status === GameStatus.completed) {
      ctx.addIssue({ code: 'custom', path: ['homeScore'], message: gameMessages.completedNeedsScore });
    }
  });
export type GameFormInput = z.input<typeof gameFormSchema>;
export type GameForm = z.output<typeof gameFormSchema>;

/** The season a game counts for: the club's year of its kick-off (a game at 11 pm on 31 December in Chicago is that year's). */
export function seasonOfKickoff(start: number): number {
  return clubYear(start);
}
