// A game's team sheet: the club's match-day squad by shirt and its scorers, the rule that keeps it
// honest (each player and shirt once, scorers in the squad, their points equal to the club's score)
// and the per-player figures a sheet adds to a season's player statistics. The officers' console
// checks a sheet live with this module and the server refuses with the same words; the figures the
// server adds to playerStats and the demo's seeded statistics both come from `sheetFigures`.

import './zod-setup.ts';
import * as z from 'zod';
import { CLUB_TEAM_NAME } from './fixtures';
import { type ScoringKind, scorerPoints, scoringKindLabels, scoringKinds } from './scoring';
import { playerSlugSchema } from './squad-schemas';

export { type ScoringKind, pointsPerKind, scorerPoints, scorersLine, scoringKindLabels, scoringKinds } from './scoring';

/** PUT: save a game's sheet; DELETE: clear it (route rows `save-game-sheet`, `delete-game-sheet`). */
export const OFFICER_GAME_SHEET_PATH = '/api/officer/games/{gameId}/sheet';

export const SHEET_LIMITS = {
  /** Shirts 1–15 start; 16–23 are the replacements. */
  starters: 15,
  squad: 23,
  /** More of one kind than any game could hold: a typing slip, not a record. */
  perKind: 50,
} as const;

export const sheetMessages = {
  shirt: `A shirt is a whole number from 1 to ${SHEET_LIMITS.squad}.`,
  squadSize: `A match-day squad has 1 to ${SHEET_LIMITS.squad} players.`,
  count: (kind: ScoringKind) => `${scoringKindLabels[kind]} must be a whole number from 0 to ${SHEET_LIMITS.perKind}.`,
  duplicatePlayer: (slug: string) => `${slug} is in the squad more than once.`,
  duplicateShirt: (shirt: number) => `Shirt ${shirt} is worn by more than one player.`,
  duplicateScorer: (slug: string) => `${slug} is listed as a scorer more than once.`,
  scorerNotInSquad: (slug: string) => `${slug} scored but is not in the match-day squad.`,
  pointsMismatch: (points: number, score: number) => `The scorers' points (${points}) do not add up to the club's score (${score}).`,
  unknownPlayers: (slugs: readonly string[]) => `There is no player ${slugs.join(', ')} on the squad.`,
  notScored: "A team sheet is kept only for a completed game with a score, and with the club's side playing.",
  sheetNeedsResult: 'This game has a team sheet: clear the sheet before taking away its result.',
} as const;

const count = (kind: ScoringKind) =>
  z
    .number({ error: sheetMessages.count(kind) })
    .int(sheetMessages.count(kind))
    .min(0, sheetMessages.count(kind))
    .max(SHEET_LIMITS.perKind, sheetMessages.count(kind))
    .default(0);

const squadPlace = z.strictObject({
  shirt: z
    .number({ error: sheetMessages.shirt })
    .int(sheetMessages.shirt)
    .min(1, sheetMessages.shirt)
    .max(SHEET_LIMITS.squad, sheetMessages.shirt),
  playerSlug: playerSlugSchema,
});

const scorer = z.strictObject({
  playerSlug: playerSlugSchema,
  tries: count('tries'),
  conversions: count('conversions'),
  penalties: count('penalties'),
  dropGoals: count('dropGoals'),
});

function firstRepeat<T>(values: readonly T[]): { value: T; index: number } | undefined {
  const seen = new Set<T>();
  for (const [index, value] of values.entries()) {
    if (seen.has(value)) return { value, index };
    seen.add(value);
  }
  return undefined;
}

/** A sheet as the console sends it and the games table keeps it. Whether its points match the score needs the game: `sheetScoreProblem`. */
export const matchSheetSchema = z
  .strictObject({
    squad: z.array(squadPlace).min(1, sheetMessages.squadSize).max(SHEET_LIMITS.squad, sheetMessages.squadSize),
    scorers: z.array(scorer).max(SHEET_LIMITS.squad).default([]),
  })
  .superRefine((sheet, ctx) => {
    const player = firstRepeat(sheet.squad.map((place) => place.playerSlug));
    if (player)
      ctx.addIssue({ code: 'custom', path: ['squad', player.index, 'playerSlug'], message: sheetMessages.duplicatePlayer(player.value) });
    const shirt = firstRepeat(sheet.squad.map((place) => place.shirt));
    if (shirt) ctx.addIssue({ code: 'custom', path: ['squad', shirt.index, 'shirt'], message: sheetMessages.duplicateShirt(shirt.value) });
    const repeated = firstRepeat(sheet.scorers.map((entry) => entry.playerSlug));
    if (repeated) {
      ctx.addIssue({
        code: 'custom',
        path: ['scorers', repeated.index, 'playerSlug'],
        message: sheetMessages.duplicateScorer(repeated.value),
      });
    }
    const inSquad = new Set(sheet.squad.map((place) => place.playerSlug));
    for (const [index, entry] of sheet.scorers.entries()) {
      if (!inSquad.has(entry.playerSlug)) {
        ctx.addIssue({ code: 'custom', path: ['scorers', index, 'playerSlug'], message: sheetMessages.scorerNotInSquad(entry.playerSlug) });
      }
    }
  });
export type MatchSheetInput = z.input<typeof matchSheetSchema>;
export type MatchSheet = z.output<typeof matchSheetSchema>;
export type SheetScorer = MatchSheet['scorers'][number];

/** What the sheet rows answer (GET, PUT and DELETE on OFFICER_GAME_SHEET_PATH): the game's sheet, or null when it has none. */
export interface GameSheetAnswer {
  readonly gameId: string;
  readonly sheet: MatchSheet | null;
}

/** Every scorer's points together. */
export function sheetPoints(sheet: Pick<MatchSheet, 'scorers'>): number {
  return sheet.scorers.reduce((sum, entry) => sum + scorerPoints(entry), 0);
}

export interface ScoredGame {
  readonly homeTeam: string;
  readonly awayTeam: string;
  readonly status: string;
  readonly homeScore?: number | null | undefined;
  readonly awayScore?: number | null | undefined;
}

/** The club's points in a completed game it played, or null when the game cannot carry a sheet. */
export function clubScore(game: ScoredGame): number | null {
  if (game.status !== 'completed') return null;
  const score = game.homeTeam === CLUB_TEAM_NAME ? game.homeScore : game.awayTeam === CLUB_TEAM_NAME ? game.awayScore : null;
  return typeof score === 'number' ? score : null;
}

/** Why a sheet cannot stand on this game (a 400's message), or null when it can. */
export function sheetScoreProblem(sheet: Pick<MatchSheet, 'scorers'>, game: ScoredGame): string | null {
  const score = clubScore(game);
  if (score === null) return sheetMessages.notScored;
  const points = sheetPoints(sheet);
  return points === score ? null : sheetMessages.pointsMismatch(points, score);
}

/** One player's figures from one game, or a season's sum of them (the playerStats item's counts). */
export interface PlayerFigures {
  appearances: number;
  tries: number;
  conversions: number;
  penalties: number;
  dropGoals: number;
  points: number;
}
export const figureNames = ['appearances', ...scoringKinds, 'points'] as const satisfies readonly (keyof PlayerFigures)[];

const noFigures: PlayerFigures = { appearances: 0, tries: 0, conversions: 0, penalties: 0, dropGoals: 0, points: 0 };

/** What a sheet adds to each player's season: an appearance for each player in the squad, and the scorers' counts and points. */
export function sheetFigures(sheet: MatchSheet): Map<string, PlayerFigures> {
  const figures = new Map<string, PlayerFigures>(sheet.squad.map((place) => [place.playerSlug, { ...noFigures, appearances: 1 }]));
  for (const entry of sheet.scorers) {
    const own = figures.get(entry.playerSlug) ?? { ...noFigures };
    figures.set(entry.playerSlug, {
      ...own,
      tries: own.tries + entry.tries,
      conversions: own.conversions + entry.conversions,
      penalties: own.penalties + entry.penalties,
      dropGoals: own.dropGoals + entry.dropGoals,
      points: own.points + scorerPoints(entry),
    });
  }
  return figures;
}

/** Adds `from`'s figures times `sign` into `into` (sums seasons, or takes a sheet away with -1). */
export function addFigures(into: Map<string, PlayerFigures>, from: ReadonlyMap<string, PlayerFigures>, sign: 1 | -1 = 1): void {
  for (const [slug, figures] of from) {
    const sum = { ...(into.get(slug) ?? noFigures) };
    for (const name of figureNames) sum[name] += sign * figures[name];
    into.set(slug, sum);
  }
}

/** Whether a change of figures changes nothing. */
export function isNoChange(figures: PlayerFigures): boolean {
  return figureNames.every((name) => figures[name] === 0);
}
