// A player's answer for a fixture, given through a link's page or on /account, and their choice of
// the mails about matches they get. An answer is one Update of the player's item (made if absent),
// changeable until the cut-off; the choice is one Update of the player's record that leaves its
// `updatedAt` alone (lambdas/domain/squad/player-item.ts says why).

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  type AvailabilityAnswer,
  type AvailabilitySettings,
  availabilityMessages,
  type MailChoices,
  matchMailKinds,
} from '../../../common/teams/availability';
import type { FixtureFacts, PlayerLinkAnswer } from '../../../common/teams/availability-requests';
import type { Team } from '../../../common/teams/teams';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import type { GameItem } from '../fixtures/game-item';
import { readGame } from '../fixtures/game-writes';
import { type PlayerItem, playerItemSchema } from '../squad/player-item';
import { getPlayer } from '../squad/players';
import { readTeams } from '../teams/teams';
import {
  checkAnswerOpen,
  fixtureFacts,
  getAvailability,
  mailChoicesOf,
  playerFixtureState,
  readAvailabilitySettings,
} from './availability';
import { type AvailabilityItem, availabilityItemSchema } from './availability-item';

/** What every answer, reply and reading of one player's fixture needs, read at once. */
export interface PlayerFixture {
  readonly game: GameItem;
  readonly player: PlayerItem;
  readonly item: AvailabilityItem | undefined;
  readonly settings: AvailabilitySettings;
  readonly teams: readonly Team[];
}

/** The fixture and player a link or a member names, as they are now; 404 when the fixture or the player is gone. */
export async function readPlayerFixture(gameId: string, player: PlayerItem | string): Promise<PlayerFixture> {
  const [game, found, item, settings, teams] = await Promise.all([
    readGame(gameId),
    typeof player === 'string' ? getPlayer(player) : player,
    getAvailability(gameId, typeof player === 'string' ? player : player.slug),
    readAvailabilitySettings(),
    readTeams(),
  ]);
  if (!game) throw new HttpError(404, availabilityMessages.noFixture);
  if (!found) throw new HttpError(404, availabilityMessages.badLink);
  return { game, player: found, item, settings, teams };
}

/** Where the player stands for the fixture, as the link page and /account show it. */
export function playerFixtureAnswer({ game, item, settings, teams }: PlayerFixture, now: number) {
  const fixture: FixtureFacts = fixtureFacts(game, teams);
  return { fixture, ...playerFixtureState(game, item, settings, now) };
}

/** What a player link's page shows: the player's name, the match and where they stand, and whether they get mail about matches. */
export function playerLinkAnswer(context: PlayerFixture, now: number): PlayerLinkAnswer {
  return {
    player: { name: context.player.name },
    ...playerFixtureAnswer(context, now),
    receivesMail: Object.values(mailChoicesOf(context.player)).some(Boolean),
  };
}

/** Records (or changes) the player's answer; 409 once answers have closed or the player left the team. */
export async function recordAnswer(context: PlayerFixture, answer: AvailabilityAnswer, now: number): Promise<PlayerFixture> {
  checkAnswerOpen(context.game, context.player, context.settings, now);
  const updated = await ddb.send(
    new UpdateCommand({
      TableName: tableName('availability'),
      Key: { gameId: context.game.id, playerSlug: context.player.slug },
      UpdateExpression: 'SET answer = :answer, answeredAt = :now, updatedAt = :now',
      ExpressionAttributeValues: { ':answer': answer, ':now': now },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return { ...context, item: availabilityItemSchema.parse(updated.Attributes) };
}

/** The stops of a choice: each kind not chosen. */
function stopsOf(choices: MailChoices): string[] {
  return matchMailKinds.filter((kind) => !choices[kind]);
}

/**
 * Sets which mails about matches the player gets. `linkedTo`, for a member, conditions it on the
 * player still being linked to their address; a link's token names the player itself.
 */
export async function setMailChoices(slug: string, choices: MailChoices, linkedTo?: string): Promise<PlayerItem> {
  const stops = stopsOf(choices);
  try {
    const updated = await ddb.send(
      new UpdateCommand({
        TableName: tableName('players'),
        Key: { slug },
        UpdateExpression: stops.length > 0 ? 'SET mailStops = :stops' : 'REMOVE mailStops',
        ConditionExpression: linkedTo === undefined ? 'attribute_exists(slug)' : 'attribute_exists(slug) AND accountEmail = :email',
        ExpressionAttributeValues: {
          ...(stops.length > 0 ? { ':stops': stops } : {}),
          ...(linkedTo === undefined ? {} : { ':email': linkedTo }),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return playerItemSchema.parse(updated.Attributes);
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') {
      throw new HttpError(404, linkedTo === undefined ? availabilityMessages.badLink : availabilityMessages.noPlayer);
    }
    throw error;
  }
}
