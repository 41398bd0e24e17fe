// The selection: an officer publishes the side for a coming match from the players of its team, and
// each newly selected player is mailed to confirm or withdraw; a withdrawal marks the player on the
// published selection (so the public pages drop them) and tells the club at its own address. Each
// step is one transaction conditioned on the fixture as it was read, so two officers publishing at
// once, or a withdrawal racing a publication, cannot mix: the later one is refused and reloads.

import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { availabilityMessages, type SelectionReply } from '../../../common/teams/availability';
import { fixtureTitle, GameStatus } from '../../../common/fixtures/fixtures';
import { gameMessages } from '../../../common/fixtures/game-edits';
import { ddb, tableName } from '../../runtime/dynamo';
import { cancellationCodes } from '../../runtime/existing-item';
import { HttpError } from '../../runtime/http';
import type { GameItem, StoredSelection } from '../fixtures/game-item';
import { nextUpdatedAt, readGame } from '../fixtures/game-writes';
import { clubAddress } from '../mail/mail-settings';
import { newOutboxItem, outboxIdOf, outboxPut } from '../mail/outbox-put';
import type { PlayerItem } from '../squad/player-item';
import { queryPlayers } from '../squad/players';
import { fixtureTeamId, teamRefOf } from '../teams/teams';
import type { Team } from '../../../common/teams/teams';
import { selectionMail, withdrawalNotice } from './availability-mail';
import { mailAddressOf, mailsGuardian, playsFor, queryFixtureAvailability, receives } from './availability';
import type { PlayerFixture } from './answers';
import { playerLinkExpiry, playerLinkKey, signPlayerLink } from './player-links';

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** The write of the game's selection (or its removal), conditioned on the game as it was read. */
function selectionWrite(before: GameItem, selection: StoredSelection | undefined, updatedAt: number): TransactItem {
  return {
    Update: {
      TableName: tableName('games'),
      Key: { id: before.id },
      UpdateExpression: selection ? 'SET selection = :selection, updatedAt = :updatedAt' : 'REMOVE selection SET updatedAt = :updatedAt',
      ConditionExpression: 'updatedAt = :read',
      ExpressionAttributeValues: { ...(selection ? { ':selection': selection } : {}), ':updatedAt': updatedAt, ':read': before.updatedAt },
    },
  };
}

function isRaced(error: unknown): boolean {
  const codes = cancellationCodes(error);
  return codes.includes('ConditionalCheckFailed') || codes.includes('TransactionConflict');
}

export interface PublishOutcome {
  readonly game: GameItem;
  /** Players newly selected, each mailed unless they have no address or stopped such mail. */
  readonly newlySelected: number;
  readonly mailed: number;
}

/**
 * Publishes `slugs` (in the officer's order) as the selection of a scheduled fixture: every one a
 * player of its team (400 naming the others). Players new to it are marked selected and mailed;
 * those left out lose their mark; an empty list withdraws the selection. 404 for an unknown game,
 * 409 when the game is not scheduled or changed meanwhile.
 */
export async function publishSelection(gameId: string, slugs: readonly string[], now: number): Promise<PublishOutcome> {
  const before = await readGame(gameId);
  if (!before) throw new HttpError(404, gameMessages.unknownGame);
  if (before.status !== GameStatus.scheduled) throw new HttpError(409, availabilityMessages.notScheduled);
  const [players, answers] = await Promise.all([queryPlayers('active'), queryFixtureAvailability(gameId)]);
  const team = new Map(players.filter((player) => playsFor(player, before)).map((player) => [player.slug, player]));
  const outside = slugs.filter((slug) => !team.has(slug));
  if (outside.length > 0) throw new HttpError(400, availabilityMessages.notTheTeam(outside.join(', ')));

  const publishedAt = nextUpdatedAt(before, now);
  const selection: StoredSelection | undefined =
    slugs.length > 0
      ? { publishedAt, players: slugs.map((slug) => ({ playerSlug: slug, name: team.get(slug)?.name ?? slug })) }
      : undefined;
  const marks = new Map(answers.map((item) => [item.playerSlug, item]));
  // Still selected and not withdrawn: left as they are. A withdrawn player listed again is selected afresh.
  const stays = (slug: string) => marks.get(slug)?.selectedAt !== undefined && marks.get(slug)?.reply !== 'withdrawn';
  const added = slugs.filter((slug) => !stays(slug));
  const dropped = answers.filter((item) => item.selectedAt !== undefined && !slugs.includes(item.playerSlug));

  const key = added.length > 0 ? await playerLinkKey() : undefined;
  const mails = added.flatMap((slug) => {
    const player = team.get(slug) as PlayerItem;
    const to = mailAddressOf(player);
    if (!to || !key || !receives(player, 'selection')) return [];
    const token = signPlayerLink(key, gameId, slug, playerLinkExpiry(before.start));
    const message = selectionMail({ to, guardian: mailsGuardian(player) }, before.start, token);
    // Due at once for the send-pending-mail job: this officer row sends no mail itself.
    return [newOutboxItem(message, `fixture ${gameId}`, now, { id: outboxIdOf('selection', gameId, slug, publishedAt), dueNow: true })];
  });
  const steps: TransactItem[] = [
    selectionWrite(before, selection, publishedAt),
    ...added.map(
      (slug): TransactItem => ({
        Update: {
          TableName: tableName('availability'),
          Key: { gameId, playerSlug: slug },
          UpdateExpression: 'SET selectedAt = :at, updatedAt = :now REMOVE reply, repliedAt',
          ExpressionAttributeValues: { ':at': publishedAt, ':now': now },
        },
      }),
    ),
    ...dropped.map(
      (item): TransactItem => ({
        Update: {
          TableName: tableName('availability'),
          Key: { gameId, playerSlug: item.playerSlug },
          UpdateExpression: 'SET updatedAt = :now REMOVE selectedAt, reply, repliedAt',
          ExpressionAttributeValues: { ':now': now },
        },
      }),
    ),
    ...mails.map(outboxPut),
  ];
  try {
    await ddb.send(new TransactWriteCommand({ TransactItems: steps }));
  } catch (error) {
    if (isRaced(error)) throw new HttpError(409, gameMessages.changedMeanwhile);
    throw error;
  }
  const { selection: _published, ...rest } = before;
  const game: GameItem = { ...rest, updatedAt: publishedAt, ...(selection ? { selection } : {}) };
  return { game, newlySelected: added.length, mailed: mails.length };
}

/**
 * A selected player's reply: confirmed, or withdrawn, which is final, marks them on the published
 * selection and tells the club (a mail to its address, due at once for the send-pending-mail job).
 * 409 when the player is not selected, withdrew before, or the match kicked off.
 */
export async function replyToSelection(context: PlayerFixture, reply: SelectionReply, now: number): Promise<PlayerFixture> {
  const { game, player, item, teams } = context;
  if (item?.selectedAt === undefined) throw new HttpError(409, availabilityMessages.notSelected);
  if (item.reply === 'withdrawn') {
    if (reply === 'withdrawn') return context;
    throw new HttpError(409, availabilityMessages.withdrawnFinal);
  }
  if (game.status !== GameStatus.scheduled || now >= game.start) throw new HttpError(409, availabilityMessages.kickedOff);
  const mark: TransactItem = {
    Update: {
      TableName: tableName('availability'),
      Key: { gameId: game.id, playerSlug: player.slug },
      UpdateExpression: 'SET reply = :reply, repliedAt = :now, updatedAt = :now',
      ConditionExpression: 'selectedAt = :selectedAt AND (attribute_not_exists(reply) OR reply <> :withdrawn)',
      ExpressionAttributeValues: { ':reply': reply, ':now': now, ':selectedAt': item.selectedAt, ':withdrawn': 'withdrawn' },
    },
  };
  const steps: TransactItem[] = [mark];
  let after = game;
  if (reply === 'withdrawn' && game.selection) {
    const updatedAt = nextUpdatedAt(game, now);
    const selection: StoredSelection = {
      ...game.selection,
      players: game.selection.players.map((entry) => (entry.playerSlug === player.slug ? { ...entry, withdrawn: true as const } : entry)),
    };
    after = { ...game, selection, updatedAt };
    steps.push(selectionWrite(game, selection, updatedAt));
    steps.push(outboxPut(withdrawalMail(game, player, teams, item.selectedAt, now)));
  }
  try {
    await ddb.send(new TransactWriteCommand({ TransactItems: steps }));
  } catch (error) {
    if (isRaced(error)) throw new HttpError(409, gameMessages.changedMeanwhile);
    throw error;
  }
  return { ...context, game: after, item: { ...item, reply, repliedAt: now, updatedAt: now } };
}

function withdrawalMail(game: GameItem, player: PlayerItem, teams: readonly Team[], selectedAt: number, now: number) {
  const team = teamRefOf(teams, fixtureTeamId(game));
  const message = withdrawalNotice(clubAddress(), player.name, team.name, fixtureTitle(game.homeTeam, game.awayTeam), game.start);
  return newOutboxItem(message, `fixture ${game.id}`, now, {
    id: outboxIdOf('withdrawal', game.id, player.slug, selectedAt),
    dueNow: true,
  });
}
