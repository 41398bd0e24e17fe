// How the games table is read: every game or one season's, by kick-off, on an index (never a Scan),
// and a stored game in each of the API's two shapes.

import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Game, SeasonGame } from '../../common/fixtures';
import { type GameForm, seasonOfKickoff } from '../../common/game-edits';
import { GAMES_LIST, gameItemSchema, type GameItem, indexName } from '../tables';
import { ddb, tableName } from './dynamo';

/** Every game: partition `list` (always GAMES_LIST), sort `start`. */
export const GAMES_BY_START_INDEX = indexName('games', 'byStart');
/** One season's games: partition `season`, sort `start`. */
export const GAMES_BY_SEASON_INDEX = indexName('games', 'bySeason');

export interface GamesQuery {
  readonly limit: number;
  /** Kick-off order; newest first unless told. */
  readonly order?: 'ASC' | 'DESC';
  /** Only this season's games. */
  readonly season?: number;
}

function keyCondition(
  season: number | undefined,
): Pick<QueryCommandInput, 'IndexName' | 'KeyConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'> {
  if (season === undefined) {
    return {
      IndexName: GAMES_BY_START_INDEX,
      KeyConditionExpression: '#list = :list',
      ExpressionAttributeNames: { '#list': 'list' },
      ExpressionAttributeValues: { ':list': GAMES_LIST },
    };
  }
  return {
    IndexName: GAMES_BY_SEASON_INDEX,
    KeyConditionExpression: '#season = :season',
    ExpressionAttributeNames: { '#season': 'season' },
    ExpressionAttributeValues: { ':season': season },
  };
}

/** Up to `limit` games in kick-off order, of one season or of all. */
export async function queryGames({ limit, order = 'DESC', season }: GamesQuery): Promise<GameItem[]> {
  const items: GameItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await ddb.send(
      new QueryCommand({
        TableName: tableName('games'),
        ...keyCondition(season),
        ScanIndexForward: order === 'ASC',
        Limit: limit - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(result.Items ?? []).map((item) => gameItemSchema.parse(item)));
    startKey = result.LastEvaluatedKey;
  } while (startKey && items.length < limit);
  return items;
}

/** Variant A's shape (`GET /public/api/games`). */
export function toGame(item: GameItem): Game {
  return {
    id: item.id,
    start: item.start,
    homeTeam: item.homeTeam,
    awayTeam: item.awayTeam,
    homeScore: item.homeScore ?? null,
    awayScore: item.awayScore ?? null,
    venue: item.venue,
    status: item.status,
    gameType: item.gameType,
    season: item.season,
  };
}

/** Variant B's shape (`GET /api/games`). */
export function toSeasonGame(item: GameItem): SeasonGame {
  return {
    id: item.id,
    gameDate: new Date(item.start).toISOString(),
    status: item.status,
    venue: item.venue,
    homeTeamScore: item.homeScore ?? null,
    awayTeamScore: item.awayScore ?? null,
    HomeTeam: { name: item.homeTeam },
    AwayTeam: { name: item.awayTeam },
  };
}

/** The stored game an officer's form describes; a score left empty is not stored at all. */
export function gameItemFromForm(id: string, form: GameForm, now: number): GameItem {
  return gameItemSchema.parse({
    id,
    list: GAMES_LIST,
    start: form.start,
    homeTeam: form.homeTeam,
    awayTeam: form.awayTeam,
    ...(form.homeScore === null ? {} : { homeScore: form.homeScore }),
    ...(form.awayScore === null ? {} : { awayScore: form.awayScore }),
    venue: form.venue,
    status: form.status,
    gameType: form.gameType,
    season: seasonOfKickoff(form.start),
    updatedAt: now,
  });
}
