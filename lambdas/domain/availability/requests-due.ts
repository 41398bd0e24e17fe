// The availability requests and reminders the send-availability-requests job mails on each run:
// for every scheduled fixture whose request hour has come and whose cut-off has not, each player of
// its team who has not answered gets the request once, and, from the reminder hour, the reminder
// once. "Once" holds whatever runs the job makes (EventBridge's retries of a failed run, a duplicated
// event, two runs at once, a run that failed half-way): each mail is written in one transaction with
// the player's mark of it (`promptedAt`, `remindedAt`), the mark conditioned on its absence and the
// mail's id made from what it is about (outboxIdOf), conditioned on its absence too. A second
// writer's transaction is refused whole and mails nothing.

import { cutoffAt, promptAt, reminderAt } from '../../../common/teams/availability';
import { GameStatus } from '../../../common/fixtures/fixtures';
import { ddb, tableName } from '../../runtime/dynamo';
import { cancellationCodes } from '../../runtime/existing-item';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { GameItem } from '../fixtures/game-item';
import { queryGamesBetween } from '../fixtures/games';
import { deliverNew } from '../mail/outbox';
import type { OutboxItem } from '../mail/outbox-item';
import { newOutboxItem, outboxIdOf, outboxPut } from '../mail/outbox-put';
import type { PlayerItem } from '../squad/player-item';
import { queryPlayers } from '../squad/players';
import { availabilityMail } from './availability-mail';
import { mailAddressOf, mailsGuardian, playsFor, queryFixtureAvailability, readAvailabilitySettings, receives } from './availability';
import type { AvailabilityItem } from './availability-item';
import { playerLinkExpiry, playerLinkKey, signPlayerLink } from './player-links';

const DAY_MS = 86_400_000;

export interface RequestsReport {
  readonly [count: string]: number;
  /** Requests written this run. */
  readonly requested: number;
  /** Reminders written this run. */
  readonly reminded: number;
  /** Found already written by an earlier or parallel run: nothing sent again. */
  readonly alreadySent: number;
  /** Players with no address the club's mail can reach. */
  readonly noAddress: number;
  /** Players who stopped these mails. */
  readonly stopped: number;
}

type Kind = 'request' | 'reminder';

/**
 * The mail due to one player for one fixture at `now`, if any. A request that itself went after the
 * reminder's hour (a fixture added late, a player added to the team late) is not followed by a
 * reminder a few minutes on.
 */
function dueKind(item: AvailabilityItem | undefined, remindFrom: number, now: number): Kind | undefined {
  if (item?.answer) return undefined;
  if (item?.promptedAt === undefined) return 'request';
  if (now >= remindFrom && item.promptedAt < remindFrom && item.remindedAt === undefined) return 'reminder';
  return undefined;
}

/** One player's mark of the mail, and the mail, in one transaction; false when either was already there. */
async function writeOnce(game: GameItem, player: PlayerItem, kind: Kind, mail: OutboxItem, now: number): Promise<boolean> {
  const mark = kind === 'request' ? 'promptedAt' : 'remindedAt';
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName('availability'),
              Key: { gameId: game.id, playerSlug: player.slug },
              UpdateExpression: 'SET #mark = :now, updatedAt = :now',
              // Not twice, and not to a player who answered meanwhile.
              ConditionExpression: 'attribute_not_exists(#mark) AND attribute_not_exists(answer)',
              ExpressionAttributeNames: { '#mark': mark },
              ExpressionAttributeValues: { ':now': now },
            },
          },
          outboxPut(mail),
        ],
      }),
    );
    return true;
  } catch (error) {
    // Written already, or being written by a run at the same time (DynamoDB refuses the second of two
    // transactions on one item as a conflict): either way the mail goes once, from the other writer.
    const codes = cancellationCodes(error);
    if (codes.includes('ConditionalCheckFailed') || codes.includes('TransactionConflict')) return false;
    throw error;
  }
}

/** Writes (and tries at once) every request and reminder due at `now`. */
export async function sendDueRequests(now: number): Promise<RequestsReport> {
  const report = { requested: 0, reminded: 0, alreadySent: 0, noAddress: 0, stopped: 0 };
  const settings = await readAvailabilitySettings();
  // A request comes at most promptDaysBefore days and a few hours before the kick-off's day.
  const coming = await queryGamesBetween(now, now + (settings.promptDaysBefore + 1) * DAY_MS);
  const due = coming.filter(
    (game) => game.status === GameStatus.scheduled && now >= promptAt(game.start, settings) && now < cutoffAt(game.start, settings),
  );
  if (due.length === 0) return report;
  const [players, key] = await Promise.all([queryPlayers('active'), playerLinkKey()]);
  const written: OutboxItem[] = [];
  for (const game of due) {
    const answers = new Map((await queryFixtureAvailability(game.id)).map((item) => [item.playerSlug, item]));
    const remindFrom = reminderAt(game.start, settings);
    for (const player of players.filter((candidate) => playsFor(candidate, game))) {
      const kind = dueKind(answers.get(player.slug), remindFrom, now);
      if (!kind) continue;
      const to = mailAddressOf(player);
      if (!to) {
        report.noAddress += 1;
        continue;
      }
      if (!receives(player, 'availability')) {
        report.stopped += 1;
        continue;
      }
      const token = signPlayerLink(key, game.id, player.slug, playerLinkExpiry(game.start));
      const message = availabilityMail(
        { to, guardian: mailsGuardian(player) },
        game.start,
        cutoffAt(game.start, settings),
        token,
        kind === 'reminder',
      );
      const mail = newOutboxItem(message, `fixture ${game.id}`, now, { id: outboxIdOf(`availability-${kind}`, game.id, player.slug) });
      if (await writeOnce(game, player, kind, mail, now)) {
        written.push(mail);
        report[kind === 'request' ? 'requested' : 'reminded'] += 1;
      } else {
        report.alreadySent += 1;
      }
    }
  }
  // What fails here stays pending in the outbox for the send-pending-mail job.
  await deliverNew(written, now);
  return report;
}
