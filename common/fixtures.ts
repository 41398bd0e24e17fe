// Fixtures and results: the two API shapes the old site's two fixtures pages read, and the rules they
// share with their tests (defaults, status labels, the variant A filters, the variant B lists).
// Every date rule compares in the club's zone (common/club-time.ts). No zod here: the pages import
// this file; the query schemas are in common/games-requests.ts.

import { clubDay, clubYear, startOfClubDay } from './club-time';

/** Variant A's list (route row `list-games`). */
export const GAMES_PATH = '/public/api/games';
/** Variant B's list (route row `list-season-games`). */
export const SEASON_GAMES_PATH = '/api/games';
/** Every game as an iCalendar feed (route row `fixtures-calendar`), to subscribe to. */
export const FIXTURES_FEED_PATH = '/public/api/fixtures.ics';

/** Games either page asks for (the old site's `limit=50`). */
export const GAMES_LIMIT = 50;
/** The first season variant B's dropdown offers; the last is the club's current year. */
export const FIRST_SEASON = 2020;
/** Variant B shows at most this many upcoming and this many previous games. */
export const FIXTURES_LIST_SIZE = 3;

/** How long a stored game's texts may be, and its highest score: the table's item schema and the officers' form share them. */
export const GAME_LIMITS = {
  team: 200,
  venue: 300,
  gameType: 50,
  points: 1_000,
} as const;

/** The club's own side, as the fixtures name it. */
export const CLUB_TEAM_NAME = 'Chicago Blaze';

/** The statuses a stored game has. The pages also accept the old site's other words (`upcoming`, `in-progress`). */
export const GameStatus = {
  scheduled: 'scheduled',
  inProgress: 'in_progress',
  completed: 'completed',
  postponed: 'postponed',
  cancelled: 'cancelled',
} as const;
export type GameStatus = (typeof GameStatus)[keyof typeof GameStatus];
export const gameStatuses = Object.values(GameStatus) as [GameStatus, ...GameStatus[]];

/**
 * One of the club's scorers in a result, by name only (nothing else of a player's record reaches a
 * result): the counts of each way to score (common/match-sheet.ts counts their points).
 */
export interface GameScorer {
  readonly name: string;
  readonly tries: number;
  readonly conversions: number;
  readonly penalties: number;
  readonly dropGoals: number;
}

/** The club's side in a game, by id and name (common/teams.ts). */
export interface GameTeam {
  readonly id: string;
  readonly name: string;
}

/** A game as `GET /public/api/games` answers it (variant A). `start` is epoch milliseconds. */
export interface Game {
  id: string;
  start: number;
  homeTeam: string;
  awayTeam: string;
  /** Null until points are on the board. */
  homeScore: number | null;
  awayScore: number | null;
  venue: string;
  status: string;
  gameType: string;
  season: number | '';
  /** The club's scorers, by name, once an officer has recorded the game's team sheet (common/match-sheet.ts). */
  scorers?: readonly GameScorer[];
  /** The club's side playing it (answers from before teams existed have none). */
  team?: GameTeam;
  /** The names of the side an officer published for a coming match, withdrawn players left out (common/availability.ts). */
  selection?: readonly string[];
}

/** A game as `GET /api/games` answers it (variant B). `gameDate` is an ISO 8601 instant. */
export interface SeasonGame {
  id: string;
  gameDate: string;
  status: string;
  venue: string;
  /** Null: not played. */
  homeTeamScore: number | null;
  awayTeamScore: number | null;
  HomeTeam: { name: string };
  AwayTeam: { name: string };
  /** The club's scorers, as in `Game`. */
  scorers?: readonly GameScorer[];
  /** The club's side, as in `Game`. */
  team?: GameTeam;
  /** The published selection, as in `Game`. */
  selection?: readonly string[];
}

/** The old site's defaults for what an answer leaves out. */
export const gameDefaults = {
  homeTeam: 'Home Team',
  awayTeam: 'Away Team',
  score: '-',
  status: GameStatus.scheduled,
  gameType: 'regular',
  season: '',
} as const;

/** A team's name, or the old site's 'Home Team' / 'Away Team' when it is missing. */
export function teamName(name: string | null | undefined, side: 'home' | 'away'): string {
  const text = name?.trim();
  if (text) return text;
  return side === 'home' ? gameDefaults.homeTeam : gameDefaults.awayTeam;
}

/** A score as shown: the number, or '-' when null or absent. */
export function scoreText(score: number | null | undefined): string {
  return typeof score === 'number' && Number.isFinite(score) ? String(score) : gameDefaults.score;
}

function statusKey(status: string | null | undefined): string {
  return (status ?? '').trim().toLowerCase();
}

const upcomingStatuses: ReadonlySet<string> = new Set(['scheduled', 'upcoming']);
const liveStatuses: ReadonlySet<string> = new Set(['in_progress', 'in-progress', 'live']);

/** Variant A's label: completed 'Final', scheduled or upcoming 'Upcoming', in progress 'Live', anything else as it is. */
export function gameStatusLabel(status: string | null | undefined): string {
  const key = statusKey(status) || gameDefaults.status;
  if (key === GameStatus.completed) return 'Final';
  if (upcomingStatuses.has(key)) return 'Upcoming';
  if (liveStatuses.has(key)) return 'Live';
  return (status ?? '').trim();
}

export type GameFilter = 'all' | 'today' | 'upcoming';

/** Variant A's filters with the old site's labels. */
export const gameFilters: readonly { readonly id: GameFilter; readonly label: string }[] = [
  { id: 'all', label: 'All matches' },
  { id: 'today', label: "today's matches" },
  { id: 'upcoming', label: 'upcoming matches' },
];

/** Variant A's filters: 'today' is the club's calendar day holding `now`; 'upcoming' starts from the start of tomorrow and is scheduled or upcoming. */
export function filterGames<T extends Pick<Game, 'start' | 'status'>>(games: readonly T[], filter: GameFilter, now: number): T[] {
  switch (filter) {
    case 'all':
      return [...games];
    case 'today': {
      const today = clubDay(now);
      return games.filter((game) => clubDay(game.start) === today);
    }
    case 'upcoming': {
      const tomorrow = startOfClubDay(now, 1);
      return games.filter((game) => game.start >= tomorrow && upcomingStatuses.has(statusKey(game.status) || gameDefaults.status));
    }
  }
}

/** Variant B's dropdown: every season from 2020 to the club's current year, newest first. */
export function seasonOptions(now: number): number[] {
  const last = Math.max(FIRST_SEASON, clubYear(now));
  return Array.from({ length: last - FIRST_SEASON + 1 }, (_, i) => last - i);
}

/** The season variant B opens on: the club's current year. */
export function currentSeason(now: number): number {
  return clubYear(now);
}

function gameTime(game: Pick<SeasonGame, 'gameDate'>): number {
  return Date.parse(game.gameDate);
}

/** Variant B's upcoming games: in the future and scheduled, soonest first, at most three. */
export function upcomingSeasonGames<T extends Pick<SeasonGame, 'gameDate' | 'status'>>(games: readonly T[], now: number): T[] {
  return games
    .filter((game) => gameTime(game) > now && statusKey(game.status) === GameStatus.scheduled)
    .sort((a, b) => gameTime(a) - gameTime(b))
    .slice(0, FIXTURES_LIST_SIZE);
}

/** Variant B's previous games: in the past or completed, most recent first, at most three. */
export function previousSeasonGames<T extends Pick<SeasonGame, 'gameDate' | 'status'>>(games: readonly T[], now: number): T[] {
  return games
    .filter((game) => gameTime(game) <= now || statusKey(game.status) === GameStatus.completed)
    .sort((a, b) => gameTime(b) - gameTime(a))
    .slice(0, FIXTURES_LIST_SIZE);
}

/** Variant B's latest-match panel: the first previous game, if any. */
export function latestSeasonGame<T extends Pick<SeasonGame, 'gameDate' | 'status'>>(games: readonly T[], now: number): T | undefined {
  return previousSeasonGames(games, now)[0];
}

/** Whether a variant B game has been played (a null score means not played). */
export function isPlayed(game: Pick<SeasonGame, 'homeTeamScore' | 'awayTeamScore'>): boolean {
  return game.homeTeamScore !== null && game.awayTeamScore !== null;
}

/** The selection line of a coming match: "Selected: Sean Murphy, Patrick Walsh". */
export function selectionLine(names: readonly string[] | undefined): string {
  return names && names.length > 0 ? `Selected: ${names.join(', ')}` : '';
}

/** "Chicago Blaze v Lakeshore RFC": how a fixture is named in the feed and the structured data. */
export function fixtureTitle(homeTeam: string, awayTeam: string): string {
  return `${homeTeam} v ${awayTeam}`;
}
