// What an officer sees of one fixture's availability: every active player of its team with their
// answer, the mails that went to them and their place and reply in the published selection, and the
// fixture's request, reminder and cut-off times, and whether each may play on the match's day (the
// team sheet warns before publishing one who may not: common/squad/eligibility.ts); and the
// officers' settings of those times, kept in the settings table (group `availability`), written
// whole in one transaction.

import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { type AvailabilitySettings, availabilitySettingKeys, cutoffAt, promptAt, reminderAt } from '../../../common/teams/availability';
import type { FixtureAvailability } from '../../../common/teams/availability-requests';
import { gameMessages } from '../../../common/fixtures/game-edits';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import type { GameItem } from '../fixtures/game-item';
import { readGame } from '../fixtures/game-writes';
import { settingItemSchema } from '../rental/settings';
import { queryPlayers } from '../squad/players';
import { readTeams } from '../teams/teams';
import { eligibilityAt, eligibilitySeason } from '../../../common/squad/eligibility';
import { readSeasonEligibility, type SeasonEligibility } from '../eligibility/season-eligibility';
import {
  AVAILABILITY_SETTINGS_GROUP,
  fixtureFacts,
  mailAddressOf,
  playsFor,
  queryFixtureAvailability,
  readAvailabilitySettings,
} from './availability';

/** The answers of a fixture's team, available first, then maybe, unavailable, no answer; by name within each. */
const ORDER = { available: 0, maybe: 1, unavailable: 2 } as const;

export function fixtureAvailabilityOf(
  game: GameItem,
  players: Awaited<ReturnType<typeof queryPlayers>>,
  answers: Awaited<ReturnType<typeof queryFixtureAvailability>>,
  settings: AvailabilitySettings,
  teams: Awaited<ReturnType<typeof readTeams>>,
  eligibility: SeasonEligibility,
): FixtureAvailability {
  const byPlayer = new Map(answers.map((item) => [item.playerSlug, item]));
  const rows = players
    .filter((player) => playsFor(player, game))
    .map((player) => {
      const item = byPlayer.get(player.slug);
      return {
        slug: player.slug,
        name: player.name,
        under18: player.under18,
        reachable: mailAddressOf(player) !== undefined,
        eligibility: eligibilityAt(game.start, eligibility.factsOf(player)),
        ...(item?.answer ? { answer: item.answer } : {}),
        ...(item?.answeredAt !== undefined ? { answeredAt: item.answeredAt } : {}),
        ...(item?.promptedAt !== undefined ? { promptedAt: item.promptedAt } : {}),
        ...(item?.remindedAt !== undefined ? { remindedAt: item.remindedAt } : {}),
        selected: item?.selectedAt !== undefined,
        ...(item?.reply ? { reply: item.reply } : {}),
        ...(item?.repliedAt !== undefined ? { repliedAt: item.repliedAt } : {}),
      };
    })
    .sort((a, b) => (a.answer ? ORDER[a.answer] : 3) - (b.answer ? ORDER[b.answer] : 3) || a.name.localeCompare(b.name));
  return {
    fixture: fixtureFacts(game, teams),
    settings,
    promptAt: promptAt(game.start, settings),
    reminderAt: reminderAt(game.start, settings),
    cutoffAt: cutoffAt(game.start, settings),
    ...(game.selection ? { publishedAt: game.selection.publishedAt } : {}),
    players: rows,
  };
}

/** One fixture's availability as it is now; 404 for an unknown fixture. */
export async function readFixtureAvailability(gameId: string): Promise<FixtureAvailability> {
  const [game, players, answers, settings, teams] = await Promise.all([
    readGame(gameId),
    queryPlayers('active'),
    queryFixtureAvailability(gameId),
    readAvailabilitySettings(),
    readTeams(),
  ]);
  if (!game) throw new HttpError(404, gameMessages.unknownGame);
  return fixtureAvailabilityOf(game, players, answers, settings, teams, await readSeasonEligibility(eligibilitySeason(game.start)));
}

/** Stores the officers' settings, every one at once. */
export async function writeAvailabilitySettings(settings: AvailabilitySettings, now: number): Promise<void> {
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: availabilitySettingKeys.map((key) => ({
        Put: {
          TableName: tableName('settings'),
          Item: settingItemSchema.parse({ group: AVAILABILITY_SETTINGS_GROUP, key, value: String(settings[key]), updatedAt: now }),
        },
      })),
    }),
  );
}
