// A fixture moved, cancelled, postponed or given a new venue reaches the people it concerns: every
// player of its team (a guardian for an under-18 player, unless they stopped such mail) and every
// confirmed newsletter subscriber who follows that team, once each. The games table's changes come
// from its stream (lambdas/streams/fixture-changes.ts), which delivers each change at least once and
// sends a failed batch again; each mail's id is made from the fixture, its change and the recipient
// (outboxIdOf) and written only if absent, so a change delivered twice mails nobody twice. The mails
// are due at once in the outbox, which the send-pending-mail job sends within a minute.
//
// The words are fixed: the match's old and new day and time, "cancelled", "postponed", "a new
// venue" (whose name an officer typed, so it is on the fixtures page, not in the mail), the team's
// own calendar feed (its event updated in place, by its UID) and how to stop.

import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { formatMatchTime } from '../../../common/club-time';
import { GameStatus } from '../../../common/fixtures/fixtures';
import { NEWSLETTER_CONFIRM_PAGE, NEWSLETTER_UNSUBSCRIBE_PAGE, newsletterLinkPath } from '../../../common/newsletter/newsletter';
import { FIXTURE_CHANGES_LIST_ID } from '../../../common/newsletter/newsletters';
import { teamFeedPath } from '../../../common/teams/teams';
import { MY_ACCOUNT_PAGE } from '../../../common/teams/availability';
import { ddb, tableName } from '../../runtime/dynamo';
import { queryAll } from '../../runtime/query-all';
import type { TableChange } from '../../runtime/stream-function';
import { indexName } from '../../table-keys';
import { type GameItem, gameItemSchema } from '../fixtures/game-item';
import type { MailMessage } from '../mail/mail-message';
import { CLUB_SIGNATURE, sitePageLink } from '../mail/mail-text';
import type { OutboxItem } from '../mail/outbox-item';
import { newOutboxItem, outboxIdOf } from '../mail/outbox-put';
import { oneClickHeaders, siteAddress } from '../newsletter/newsletter-mail';
import { subscriberItemSchema } from '../newsletter/subscriber-item';
import { unsubscribeKeyOf, unsubscribeKeyWrite } from '../newsletter/unsubscribe-key';
import { queryPlayers } from '../squad/players';
import { fixtureTeamId } from '../teams/teams';
import { mailAddressOf, mailsGuardian, playsFor, receives } from './availability';
import { playerLinkExpiry, playerLinkKey, playerLinkUrl, signPlayerLink } from './player-links';

/** What changed of a fixture, as its mail says it. */
export type FixtureChangeKind = 'moved' | 'venue' | 'cancelled' | 'postponed';

export interface FixtureChange {
  readonly game: GameItem;
  readonly kinds: readonly FixtureChangeKind[];
  /** The kick-off before the change. */
  readonly was: number;
  /** Tells this change from any other of the same fixture: its new `updatedAt`, or the deletion's. */
  readonly stamp: string;
}

const WORTH_TELLING: readonly string[] = [GameStatus.scheduled, GameStatus.postponed];

/**
 * What a change of a games item means for the people of its team, if anything: only a fixture still
 * to be played (scheduled or postponed, kicking off after `now` before or after) that moved,
 * changed venue, or was cancelled or postponed (a deleted one counts as cancelled). A score, a team
 * sheet, a selection or a withdrawal is nothing to tell.
 */
export function fixtureChangeOf(change: TableChange, now: number): FixtureChange | undefined {
  if (change.table !== 'games' || change.kind === 'insert' || !change.oldItem) return undefined;
  const before = gameItemSchema.safeParse(change.oldItem);
  if (!before.success || !WORTH_TELLING.includes(before.data.status)) return undefined;
  const old = before.data;
  if (change.kind === 'remove') {
    return old.start > now ? { game: old, kinds: ['cancelled'], was: old.start, stamp: `removed-${old.updatedAt}` } : undefined;
  }
  const after = gameItemSchema.safeParse(change.newItem);
  if (!after.success) return undefined;
  const game = after.data;
  if (Math.max(old.start, game.start) <= now) return undefined;
  const kinds: FixtureChangeKind[] = [];
  if (game.status !== old.status && (game.status === GameStatus.cancelled || game.status === GameStatus.postponed)) kinds.push(game.status);
  if (game.status === GameStatus.scheduled || game.status === GameStatus.postponed) {
    if (game.start !== old.start) kinds.push('moved');
    if (game.venue.trim() !== old.venue.trim()) kinds.push('venue');
  }
  return kinds.length > 0 ? { game, kinds, was: old.start, stamp: String(game.updatedAt) } : undefined;
}

function changeLines({ game, kinds, was }: FixtureChange): string[] {
  const when = formatMatchTime(was);
  const lines: string[] = [];
  if (kinds.includes('cancelled')) lines.push(`The match on ${when} (club time) is cancelled.`);
  if (kinds.includes('postponed')) lines.push(`The match on ${when} (club time) is postponed: the club will say when it is played.`);
  if (kinds.includes('moved'))
    lines.push(`The match on ${when} has moved: it now kicks off on ${formatMatchTime(game.start)} (club time).`);
  if (kinds.includes('venue')) {
    lines.push(
      `The match on ${formatMatchTime(game.start)} (club time) has a new venue: see it on the fixtures page,`,
      sitePageLink('/fixtures'),
    );
  }
  return lines;
}

function subjectOf({ game, kinds, was }: FixtureChange): string {
  if (kinds.includes('cancelled')) return `Cancelled: the match on ${formatMatchTime(was)}`;
  if (kinds.includes('postponed')) return `Postponed: the match on ${formatMatchTime(was)}`;
  if (kinds.includes('moved')) return `Moved: the match now kicks off on ${formatMatchTime(game.start)}`;
  return `New venue for the match on ${formatMatchTime(game.start)}`;
}

function calendarLines(change: FixtureChange): string[] {
  return [
    'The team’s calendar has the change (subscribe once, and your calendar keeps up by itself):',
    sitePageLink(teamFeedPath(fixtureTeamId(change.game))),
  ];
}

/** The mail to a player of the team (or their guardian). */
export function playerChangeMail(change: FixtureChange, to: string, guardian: boolean, token: string | undefined): MailMessage {
  const text = [
    'Hello,',
    '',
    guardian
      ? 'You get this mail as the guardian the club has on record for one of its under-18 players, whose team this match is.'
      : 'You get this mail as a player of the team this match is for.',
    '',
    ...changeLines(change),
    '',
    ...calendarLines(change),
    ...(token && change.game.status === GameStatus.scheduled
      ? ['', 'To give or change the availability answer:', playerLinkUrl(token)]
      : []),
    '',
    'To stop these mails: a member of the site chooses on My account what they hear about,',
    sitePageLink(MY_ACCOUNT_PAGE),
    ...(token ? ['or, without an account, press Stop on this page:', playerLinkUrl(token, 'stop')] : []),
    '',
    CLUB_SIGNATURE,
  ].join('\n');
  return { to: [to], subject: subjectOf(change), text };
}

/**
 * The mail to a newsletter subscriber who follows the team, with RFC 8058's one-click unsubscribe
 * as the newsletters carry it (their key, the list id FIXTURE_CHANGES_LIST_ID).
 */
export function followerChangeMail(change: FixtureChange, to: string, subscriberToken: string, unsubscribeKey: string): MailMessage {
  const unsubscribe = sitePageLink(newsletterLinkPath(NEWSLETTER_UNSUBSCRIBE_PAGE, subscriberToken));
  const text = [
    'Hello,',
    '',
    'You get this mail because you follow this team’s fixtures with the Blaze Rugby Club newsletter.',
    '',
    ...changeLines(change),
    '',
    ...calendarLines(change),
    '',
    'To choose the teams you follow, open the page of your confirmation link:',
    sitePageLink(newsletterLinkPath(NEWSLETTER_CONFIRM_PAGE, subscriberToken)),
    'To stop (this takes you off the newsletter):',
    unsubscribe,
    '',
    CLUB_SIGNATURE,
  ].join('\n');
  return { to: [to], subject: subjectOf(change), text, headers: oneClickHeaders(FIXTURE_CHANGES_LIST_ID, unsubscribeKey, siteAddress()) };
}

/** The confirmed subscribers who follow a team: one Query on the confirmed ones, filtered by the team. */
async function followersOf(teamId: string) {
  return queryAll(
    {
      TableName: tableName('subscribers'),
      IndexName: indexName('subscribers', 'byStatus'),
      KeyConditionExpression: '#status = :confirmed',
      FilterExpression: 'contains(followedTeams, :team)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':confirmed': 'confirmed', ':team': teamId },
    },
    subscriberItemSchema,
  );
}

const absentMail = (item: OutboxItem) => ({ TableName: tableName('outbox'), Item: item, ConditionExpression: 'attribute_not_exists(id)' });

/** Writes a mail unless a mail of that id is there already; whether it wrote it. */
async function writeIfAbsent(item: OutboxItem): Promise<boolean> {
  try {
    await ddb.send(new PutCommand(absentMail(item)));
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/**
 * Writes a follower's mail unless it is there already, with the unsubscribe key its headers name
 * given to (or checked on) the subscriber in the same transaction; false when the mail was there or
 * the subscriber is no longer confirmed with that key.
 */
async function writeFollowerMail(item: OutboxItem, keyWrite: ReturnType<typeof unsubscribeKeyWrite>): Promise<boolean> {
  try {
    await ddb.send(new TransactWriteCommand({ TransactItems: [{ Put: absentMail(item) }, keyWrite] }));
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionCanceledException') return false;
    throw error;
  }
}

export interface ChangeMailReport {
  readonly [count: string]: number;
  readonly changes: number;
  readonly players: number;
  readonly followers: number;
  readonly alreadyWritten: number;
}

/** Writes the mails of every change of the batch worth telling; what was written before is left alone. */
export async function mailFixtureChanges(changes: readonly TableChange[], now: number): Promise<ChangeMailReport> {
  const report = { changes: 0, players: 0, followers: 0, alreadyWritten: 0 };
  const found = changes.map((change) => fixtureChangeOf(change, now)).filter((change) => change !== undefined);
  if (found.length === 0) return report;
  const [players, key] = await Promise.all([queryPlayers('active'), playerLinkKey()]);
  for (const change of found) {
    report.changes += 1;
    const { game, stamp } = change;
    const mails: OutboxItem[] = [];
    const reached = new Set<string>();
    for (const player of players.filter((candidate) => playsFor(candidate, game))) {
      const to = mailAddressOf(player);
      if (!to || !receives(player, 'changes') || reached.has(to)) continue;
      reached.add(to);
      const token = signPlayerLink(key, game.id, player.slug, playerLinkExpiry(game.start));
      const message = playerChangeMail(change, to, mailsGuardian(player), token);
      mails.push(
        newOutboxItem(message, `fixture ${game.id}`, now, { id: outboxIdOf('fixture-change', game.id, stamp, player.slug), dueNow: true }),
      );
    }
    const followerMails: Promise<boolean>[] = [];
    for (const follower of await followersOf(fixtureTeamId(game))) {
      if (reached.has(follower.email)) continue;
      reached.add(follower.email);
      const key = unsubscribeKeyOf(follower);
      const message = followerChangeMail(change, follower.email, follower.token, key);
      const item = newOutboxItem(message, `fixture ${game.id}`, now, {
        id: outboxIdOf('fixture-change', game.id, stamp, follower.email),
        dueNow: true,
      });
      followerMails.push(writeFollowerMail(item, unsubscribeKeyWrite(follower, key)));
    }
    const [toPlayers, toFollowers] = await Promise.all([Promise.all(mails.map(writeIfAbsent)), Promise.all(followerMails)]);
    for (const wrote of toPlayers) report[wrote ? 'players' : 'alreadyWritten'] += 1;
    for (const wrote of toFollowers) report[wrote ? 'followers' : 'alreadyWritten'] += 1;
  }
  return report;
}
