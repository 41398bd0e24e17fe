// How the players and playerStats tables are read (a Get or a Query on one partition, never a
// Scan) and a stored player in the officers' shape. What visitors see of a player is
// ./player-privacy.ts's alone.

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { OfficerPlayer, SeasonFigures } from '../../../common/squad/squad-api';
import type { PlayerStatus } from '../../../common/squad/squad';
import { indexName } from '../../table-keys';
import { ddb, tableName } from '../../runtime/dynamo';
import { queryAll } from '../../runtime/query-all';
import { type PlayerItem, playerItemSchema } from './player-item';
import { photoOf } from './player-privacy';
import { type Team, teamsNamed } from '../../../common/teams/teams';
import { playerTeamIds } from '../teams/teams';
import { type PlayerStatsItem, playerStatsItemSchema } from './player-stats-item';

/** At most this many players of one status are read: a club's squad and its alumni are a few hundred. */
export const SQUAD_MAX = 500;

/** The players of one status, by name (the byStatus index). */
export async function queryPlayers(status: PlayerStatus): Promise<PlayerItem[]> {
  return queryAll(
    {
      TableName: tableName('players'),
      IndexName: indexName('players', 'byStatus'),
      KeyConditionExpression: '#status = :status',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status },
    },
    playerItemSchema,
    { max: SQUAD_MAX },
  );
}

export async function getPlayer(slug: string, options: { readonly consistent?: boolean } = {}): Promise<PlayerItem | undefined> {
  const result = await ddb.send(
    new GetCommand({ TableName: tableName('players'), Key: { slug }, ...(options.consistent ? { ConsistentRead: true } : {}) }),
  );
  return result.Item ? playerItemSchema.parse(result.Item) : undefined;
}

/** Every player's figures for one season: one Query on the season's partition. */
export async function querySeasonStats(season: number): Promise<PlayerStatsItem[]> {
  return queryAll(
    {
      TableName: tableName('playerStats'),
      KeyConditionExpression: '#season = :season',
      ExpressionAttributeNames: { '#season': 'season' },
      ExpressionAttributeValues: { ':season': season },
    },
    playerStatsItemSchema,
    { max: SQUAD_MAX * 2 },
  );
}

/** One player's figures of every season, oldest first: one Query on the byPlayer index. */
export async function queryPlayerStats(slug: string): Promise<PlayerStatsItem[]> {
  return queryAll(
    {
      TableName: tableName('playerStats'),
      IndexName: indexName('playerStats', 'byPlayer'),
      KeyConditionExpression: '#player = :player',
      ExpressionAttributeNames: { '#player': 'playerSlug' },
      ExpressionAttributeValues: { ':player': slug },
    },
    playerStatsItemSchema,
    { max: 200 },
  );
}

export function toFigures(item: PlayerStatsItem): SeasonFigures {
  const { playerSlug: _slug, ...figures } = item;
  return figures;
}

/** A stored player as officers see them: everything, the photo as its address, the teams by name. */
export function toOfficerPlayer(item: PlayerItem, teams: readonly Team[]): OfficerPlayer {
  const { photo: _photo, teams: _teams, ...rest } = item;
  const photo = photoOf(item);
  return { ...rest, teams: teamsNamed(teams, playerTeamIds(item)), ...(photo ? { photo } : {}) };
}
