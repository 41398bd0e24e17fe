// The `games` demo dataset: a season of fixtures around the day the seed runs, so every state of the
// fixtures pages has something to show: this season (the club's current year) with a game in
// progress and another later the same day, coming games (one cancelled), results with scores and a
// postponed game; and last season's results, so the season filter shows a difference. Every result
// has its team sheet (the demo squad, local/demo/squad.ts, and scorers whose points make the club's
// score), and each game goes in one transaction with the playerStats its sheet adds, so a season's
// statistics always match its stored sheets. A game already there is kept as it is.

import { clubDay, clubTime, clubYear, startOfClubDay } from '../../common/club-time';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { CLUB_TEAM_NAME, type GameStatus } from '../../common/fixtures/fixtures';
import { type MatchSheetInput, matchSheetSchema, sheetScoreProblem } from '../../common/fixtures/match-sheet';
import { opponentNames, type OpponentNumber } from '../../common/fixtures/opponents';
import { GAMES_LIST, gameItemSchema, type GameItem, type StoredSheet } from '../../lambdas/domain/fixtures/game-item';
import { statsChanges, statsUpdate } from '../../lambdas/domain/fixtures/sheet-stats';
import { type DemoDataset, isNamed } from './dataset';
import { demoSquad } from './squad';

const MINUTE = 60_000;
const HOME_GROUND = 'Blaze Grounds, 12850 Archer Avenue, Lemont, IL';

const awayGrounds: Readonly<Record<OpponentNumber, string>> = {
  1: 'Lakeshore Park, Chicago',
  2: 'Riverfront Fields, Aurora',
  3: 'Hawks Field, Naperville',
  4: 'Calumet Park, Chicago',
  5: 'Bulls Pitch, Geneva',
  6: 'River Road Fields, Kankakee',
  7: 'Wolves Den, Joliet',
  8: 'Midway Sports Complex, Chicago',
};

/** When a demo game kicks off: a club wall-clock time some days from the seed, or a moment relative to it. */
type Kickoff = { readonly days: number; readonly at: readonly [hour: number, minute: number] } | { readonly minutesFromSeed: number };

interface DemoGame {
  /** Unique within its season; the stored id is `<season>-<key>`. */
  readonly key: string;
  /** 0: this season (the club's year when the seed runs); -1: last season. */
  readonly season: 0 | -1;
  readonly opponent: OpponentNumber;
  readonly home: boolean;
  readonly kickoff: Kickoff;
  readonly status: GameStatus;
  /** Blaze's points, then the opponent's. */
  readonly score?: readonly [blaze: number, opponent: number];
  readonly gameType: string;
  /** A completed game's scorers (demo squad slugs); the squad is the season's demo players. */
  readonly scorers?: MatchSheetInput['scorers'];
}

const demoGames: readonly DemoGame[] = [
  // This season: results.
  {
    key: 'lakeshore-home',
    season: 0,
    opponent: 1,
    home: true,
    kickoff: { days: -35, at: [14, 0] },
    status: 'completed',
    score: [27, 12],
    gameType: 'regular',
    scorers: [
      { playerSlug: 'sean-murphy', tries: 2 },
      { playerSlug: 'jake-sullivan', tries: 1 },
      { playerSlug: 'patrick-walsh', conversions: 3, penalties: 2 },
    ],
  },
  {
    key: 'fox-valley-away',
    season: 0,
    opponent: 2,
    home: false,
    kickoff: { days: -28, at: [13, 0] },
    status: 'completed',
    score: [24, 19],
    gameType: 'regular',
    scorers: [
      { playerSlug: 'andre-thompson', tries: 2 },
      { playerSlug: 'chris-adeyemi', tries: 1 },
      { playerSlug: 'patrick-walsh', conversions: 3, penalties: 1 },
    ],
  },
  {
    key: 'prairie-hawks-home',
    season: 0,
    opponent: 3,
    home: true,
    kickoff: { days: -21, at: [14, 30] },
    status: 'completed',
    score: [15, 15],
    gameType: 'regular',
    scorers: [
      { playerSlug: 'jamal-carter', tries: 1 },
      { playerSlug: 'nikola-petrovic', tries: 1 },
      { playerSlug: 'patrick-walsh', conversions: 1, penalties: 1 },
    ],
  },
  {
    key: 'calumet-away',
    season: 0,
    opponent: 4,
    home: false,
    kickoff: { days: -14, at: [11, 0] },
    status: 'completed',
    score: [10, 22],
    gameType: 'friendly',
    scorers: [
      { playerSlug: 'eli-goldberg', tries: 1 },
      { playerSlug: 'leo-marsh', conversions: 1, dropGoals: 1 },
    ],
  },
  {
    key: 'kankakee-away',
    season: 0,
    opponent: 6,
    home: false,
    kickoff: { days: -10, at: [13, 0] },
    status: 'postponed',
    gameType: 'regular',
  },
  {
    key: 'kane-county-home',
    season: 0,
    opponent: 5,
    home: true,
    kickoff: { days: -7, at: [14, 0] },
    status: 'completed',
    score: [31, 7],
    gameType: 'regular',
    scorers: [
      { playerSlug: 'andre-thompson', tries: 2 },
      { playerSlug: 'sean-murphy', tries: 1 },
      { playerSlug: 'isaiah-green', tries: 1 },
      { playerSlug: 'patrick-walsh', conversions: 4, penalties: 1 },
    ],
  },
  // Today: one under way, one later on.
  {
    key: 'will-county-home',
    season: 0,
    opponent: 7,
    home: true,
    kickoff: { minutesFromSeed: -40 },
    status: 'in_progress',
    score: [12, 5],
    gameType: 'regular',
  },
  {
    key: 'midway-sevens-home',
    season: 0,
    opponent: 8,
    home: true,
    kickoff: { minutesFromSeed: 180 },
    status: 'scheduled',
    gameType: 'sevens',
  },
  // Coming games.
  {
    key: 'lakeshore-away',
    season: 0,
    opponent: 1,
    home: false,
    kickoff: { days: 6, at: [13, 0] },
    status: 'scheduled',
    gameType: 'regular',
  },
  {
    key: 'fox-valley-home',
    season: 0,
    opponent: 2,
    home: true,
    kickoff: { days: 13, at: [14, 0] },
    status: 'scheduled',
    gameType: 'regular',
  },
  {
    key: 'prairie-hawks-away',
    season: 0,
    opponent: 3,
    home: false,
    kickoff: { days: 20, at: [12, 30] },
    status: 'cancelled',
    gameType: 'regular',
  },
  {
    key: 'kankakee-home',
    season: 0,
    opponent: 6,
    home: true,
    kickoff: { days: 27, at: [14, 0] },
    status: 'scheduled',
    gameType: 'playoff',
  },
  // Last season: results only.
  {
    key: 'lakeshore-away',
    season: -1,
    opponent: 1,
    home: false,
    kickoff: { days: -400, at: [14, 0] },
    status: 'completed',
    score: [17, 20],
    gameType: 'regular',
    scorers: [
      { playerSlug: 'jake-sullivan', tries: 2 },
      { playerSlug: 'patrick-walsh', conversions: 2, penalties: 1 },
    ],
  },
  {
    key: 'calumet-home',
    season: -1,
    opponent: 4,
    home: true,
    kickoff: { days: -393, at: [13, 0] },
    status: 'completed',
    score: [29, 14],
    gameType: 'regular',
    scorers: [
      { playerSlug: 'sean-murphy', tries: 2 },
      { playerSlug: 'daniel-brooks', tries: 1 },
      { playerSlug: 'ben-larsen', tries: 1 },
      { playerSlug: 'patrick-walsh', conversions: 3, penalties: 1 },
    ],
  },
  {
    key: 'kane-county-away',
    season: -1,
    opponent: 5,
    home: false,
    kickoff: { days: -386, at: [14, 30] },
    status: 'completed',
    score: [22, 22],
    gameType: 'regular',
    scorers: [
      { playerSlug: 'andre-thompson', tries: 1 },
      { playerSlug: 'ryan-kowalski', tries: 1 },
      { playerSlug: 'aaron-fitzgerald', tries: 1 },
      { playerSlug: 'patrick-walsh', conversions: 2, penalties: 1 },
    ],
  },
  {
    key: 'will-county-home',
    season: -1,
    opponent: 7,
    home: true,
    kickoff: { days: -379, at: [14, 0] },
    status: 'completed',
    score: [36, 10],
    gameType: 'regular',
    scorers: [
      { playerSlug: 'jake-sullivan', tries: 2 },
      { playerSlug: 'andre-thompson', tries: 2 },
      { playerSlug: 'sean-murphy', tries: 1 },
      { playerSlug: 'owen-price', tries: 1 },
      { playerSlug: 'patrick-walsh', conversions: 3 },
    ],
  },
  {
    key: 'midway-away',
    season: -1,
    opponent: 8,
    home: false,
    kickoff: { days: -372, at: [11, 0] },
    status: 'completed',
    score: [12, 24],
    gameType: 'sevens',
    scorers: [
      { playerSlug: 'ben-larsen', tries: 1 },
      { playerSlug: 'nikola-petrovic', tries: 1 },
      { playerSlug: 'patrick-walsh', conversions: 1 },
    ],
  },
];

function kickoffMs(kickoff: Kickoff, now: number): number {
  if ('minutesFromSeed' in kickoff) {
    // Kept within the seed's club day, so "today" always holds both of today's games.
    const today = startOfClubDay(now);
    const lastMinute = startOfClubDay(now, 1) - MINUTE;
    const at = Math.floor((now + kickoff.minutesFromSeed * MINUTE) / MINUTE) * MINUTE;
    return Math.min(Math.max(at, today), lastMinute);
  }
  const [year = 0, month = 0, day = 0] = clubDay(startOfClubDay(now, kickoff.days)).split('-').map(Number);
  return clubTime(year, month, day, ...kickoff.at);
}

/** A season's demo squad: the demo players of that season (relative: 0 this, -1 last), in shirt order. */
function demoSheetSquad(season: 0 | -1): MatchSheetInput['squad'] {
  return demoSquad.filter((player) => player.seasons.includes(season)).map((player, i) => ({ shirt: i + 1, playerSlug: player.slug }));
}

/** A demo result's sheet, checked by the rule the officers' saves pass, with its scorers' names. */
function demoSheet(game: DemoGame, item: GameItem): StoredSheet | undefined {
  if (!game.scorers) return undefined;
  const sheet = matchSheetSchema.parse({ squad: demoSheetSquad(game.season), scorers: game.scorers });
  const problem = sheetScoreProblem(sheet, item);
  if (problem) throw new Error(`The demo game ${item.id}: ${problem}`);
  const names = new Map(demoSquad.map((player) => [player.slug, player.name]));
  return {
    squad: sheet.squad,
    scorers: sheet.scorers.map((entry) => ({ ...entry, name: names.get(entry.playerSlug) ?? entry.playerSlug })),
  };
}

export function demoGameItem(game: DemoGame, now: number): GameItem {
  const season = clubYear(now) + game.season;
  const start = kickoffMs(game.kickoff, now);
  const opponent = opponentNames[game.opponent];
  const [blaze, them] = game.score ?? [];
  const item = gameItemSchema.parse({
    id: `${season}-${game.key}`,
    list: GAMES_LIST,
    start,
    homeTeam: game.home ? CLUB_TEAM_NAME : opponent,
    awayTeam: game.home ? opponent : CLUB_TEAM_NAME,
    homeScore: game.home ? blaze : them,
    awayScore: game.home ? them : blaze,
    venue: game.home ? HOME_GROUND : awayGrounds[game.opponent],
    status: game.status,
    gameType: game.gameType,
    season,
    updatedAt: Math.min(now, start + 3 * 60 * MINUTE),
  });
  const sheet = demoSheet(game, item);
  return sheet ? { ...item, sheet } : item;
}

/** Every demo game as the seed at `now` stores it. */
export function demoGameItems(now: number): GameItem[] {
  return demoGames.map((game) => demoGameItem(game, now));
}

export const demoGamesDataset: DemoDataset = {
  name: 'games',
  version: 2,
  async seed(target) {
    let added = 0;
    for (const item of demoGameItems(target.now)) {
      // The game and its sheet's figures together, or neither: a game already there keeps its own.
      const game = { TableName: target.tableName('games'), Item: item, ConditionExpression: 'attribute_not_exists(id)' };
      const stats = statsChanges(undefined, item).map((change) => statsUpdate(target.tableName('playerStats'), change));
      try {
        await target.doc.send(new TransactWriteCommand({ TransactItems: [{ Put: game }, ...stats] }));
        added++;
      } catch (error) {
        const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
        if (!isNamed(error, 'TransactionCanceledException') || reasons[0]?.Code !== 'ConditionalCheckFailed') throw error;
      }
    }
    return added;
  },
};
