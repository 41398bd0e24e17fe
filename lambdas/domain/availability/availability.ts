// How the availability table and the availability settings are read, and the rules every row, the
// job and the stream function share: who a player's mail about matches goes to (a guardian's
// address for an under-18 player where the club keeps one), which mails they stopped, whether a
// player is in a fixture's team, and where a player stands for a fixture (answer open until the
// cut-off, reply open until kick-off).

import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  type AvailabilitySettings,
  availabilityDefaults,
  availabilityMessages,
  availabilitySettingKeys,
  cutoffAt,
  type MailChoices,
  type MatchMailKind,
  matchMailKinds,
} from '../../../common/teams/availability';
import { availabilitySettingsSchema, type FixtureFacts } from '../../../common/teams/availability-requests';
import { GameStatus } from '../../../common/fixtures/fixtures';
import type { Team } from '../../../common/teams/teams';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { queryAll } from '../../runtime/query-all';
import { indexName } from '../../table-keys';
import type { GameItem } from '../fixtures/game-item';
import type { PlayerItem } from '../squad/player-item';
import { fixtureTeamId, playerTeamIds, teamRefOf } from '../teams/teams';
import { type AvailabilityItem, availabilityItemSchema } from './availability-item';

/** The `group` of the settings table that holds the availability settings. */
export const AVAILABILITY_SETTINGS_GROUP = 'availability';

/** The settings, each stored value or its default, so the set is always whole. */
export async function readAvailabilitySettings(): Promise<AvailabilitySettings> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tableName('settings'),
      KeyConditionExpression: '#group = :group',
      ExpressionAttributeNames: { '#group': 'group' },
      ExpressionAttributeValues: { ':group': AVAILABILITY_SETTINGS_GROUP },
    }),
  );
  const stored = Object.fromEntries((result.Items ?? []).map((item) => [String(item.key), Number(item.value)]));
  const merged = Object.fromEntries(
    availabilitySettingKeys.map((key) => [key, Number.isFinite(stored[key]) ? stored[key] : availabilityDefaults[key]]),
  );
  // A stored set that no longer fits the rules (never written so, but kept safe) falls back whole.
  const checked = availabilitySettingsSchema.safeParse(merged);
  return checked.success ? checked.data : availabilityDefaults;
}

/** Every answer of one fixture (one Query on its partition). */
export async function queryFixtureAvailability(gameId: string): Promise<AvailabilityItem[]> {
  return queryAll(
    {
      TableName: tableName('availability'),
      KeyConditionExpression: '#game = :game',
      ExpressionAttributeNames: { '#game': 'gameId' },
      ExpressionAttributeValues: { ':game': gameId },
      ConsistentRead: true,
    },
    availabilityItemSchema,
    { max: 1_000 },
  );
}

/** Every answer of one player (one Query on byPlayer). */
export async function queryPlayerAvailability(playerSlug: string): Promise<AvailabilityItem[]> {
  return queryAll(
    {
      TableName: tableName('availability'),
      IndexName: indexName('availability', 'byPlayer'),
      KeyConditionExpression: '#player = :player',
      ExpressionAttributeNames: { '#player': 'playerSlug' },
      ExpressionAttributeValues: { ':player': playerSlug },
    },
    availabilityItemSchema,
    { max: 1_000 },
  );
}

export async function getAvailability(gameId: string, playerSlug: string): Promise<AvailabilityItem | undefined> {
  const found = await ddb.send(new GetCommand({ TableName: tableName('availability'), Key: { gameId, playerSlug }, ConsistentRead: true }));
  return found.Item ? availabilityItemSchema.parse(found.Item) : undefined;
}

/**
 * Where a player's mail about matches goes: an under-18 player's guardian where the club keeps
 * one; otherwise the address officers gave for it, else the member account's; none when the club
 * has neither.
 */
export function mailAddressOf(player: Pick<PlayerItem, 'under18' | 'guardianEmail' | 'contactEmail' | 'accountEmail'>): string | undefined {
  if (player.under18 && player.guardianEmail) return player.guardianEmail;
  return player.contactEmail ?? player.accountEmail;
}

/** Whether the mail goes to a guardian rather than the player. */
export function mailsGuardian(player: Pick<PlayerItem, 'under18' | 'guardianEmail'>): boolean {
  return player.under18 && player.guardianEmail !== undefined;
}

/** Which mails about matches the player gets. */
export function mailChoicesOf(player: Pick<PlayerItem, 'mailStops'>): MailChoices {
  const stops = new Set(player.mailStops ?? []);
  return Object.fromEntries(matchMailKinds.map((kind) => [kind, !stops.has(kind)])) as Record<MatchMailKind, boolean>;
}

/** Whether the player gets mails of `kind`. */
export function receives(player: Pick<PlayerItem, 'mailStops'>, kind: MatchMailKind): boolean {
  return !(player.mailStops ?? []).includes(kind);
}

export function playsFor(player: Pick<PlayerItem, 'teams' | 'status'>, game: Pick<GameItem, 'teamId'>): boolean {
  return player.status === 'active' && playerTeamIds(player).includes(fixtureTeamId(game));
}

/** A fixture as the link page, /account and the console show it. */
export function fixtureFacts(game: GameItem, teams: readonly Team[]): FixtureFacts {
  return {
    gameId: game.id,
    team: teamRefOf(teams, fixtureTeamId(game)),
    homeTeam: game.homeTeam,
    awayTeam: game.awayTeam,
    start: game.start,
    venue: game.venue,
    status: game.status,
  };
}

/** Where a player stands for a fixture at `now`. */
export function playerFixtureState(game: GameItem, item: AvailabilityItem | undefined, settings: AvailabilitySettings, now: number) {
  const scheduled = game.status === GameStatus.scheduled;
  const cutoff = cutoffAt(game.start, settings);
  const selected = item?.selectedAt !== undefined;
  return {
    ...(item?.answer ? { answer: item.answer } : {}),
    answerOpen: scheduled && now < cutoff,
    cutoffAt: cutoff,
    selected,
    ...(item?.reply ? { reply: item.reply } : {}),
    replyOpen: scheduled && selected && item?.reply !== 'withdrawn' && now < game.start,
  };
}

/** Refuses an answer to a fixture that is not scheduled, past its cut-off, or not the player's team's. */
export function checkAnswerOpen(game: GameItem, player: PlayerItem, settings: AvailabilitySettings, now: number): void {
  if (!playsFor(player, game)) throw new HttpError(409, availabilityMessages.notInTeam);
  if (game.status !== GameStatus.scheduled || now >= cutoffAt(game.start, settings)) {
    throw new HttpError(409, availabilityMessages.answersClosed);
  }
}
