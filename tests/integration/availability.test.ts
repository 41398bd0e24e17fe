// Players' availability against DynamoDB Local: the send-availability-requests job asks each player
// of a fixture's team once (through a repeated run, two runs at once and a duplicated event), an
// under-18's request goes to the guardian, the reminder reaches only those who have not answered;
// a player link's token alone records nothing, a button's press records the answer until the
// cut-off; an expired or forged token is refused; a fixture's change mails its team and its
// followers once however often the stream delivers it. SES is aws-sdk-client-mock's.

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { availabilityDefaults, cutoffAt, PLAYER_LINK_PATH, promptAt, reminderAt } from '../../common/teams/availability';
import { fillPath } from '../../common/fill-path';
import { GameStatus } from '../../common/fixtures/fixtures';
import { FIXTURE_CHANGES_LIST_ID, ONE_CLICK_UNSUBSCRIBE_PATH } from '../../common/newsletter/newsletters';
import { LOCAL_SITE_URL } from '../../local/handler-env';
import { apiEvent } from '../support/api-event';
import { DEFAULT_TEAM } from '../../common/teams/teams';
import { mailFixtureChanges } from '../../lambdas/domain/availability/fixture-changes';
import { playerLinkKeyFrom, signPlayerLink } from '../../lambdas/domain/availability/player-links';
import { GAMES_LIST, type GameItem, gameItemSchema } from '../../lambdas/domain/fixtures/game-item';
import { type PlayerItem, playerItemSchema } from '../../lambdas/domain/squad/player-item';
import { TEAMS_LIST } from '../../lambdas/domain/teams/team-item';
import { bodyOf, itemsOf, mockSes, postTo } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { TEST_RECEIPT_KEY, usePaymentsSecret } from '../support/payments';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-availability-${process.pid}-` });
usePaymentsSecret();
const ses = mockSes();
const { handler: requestsJob } = await import('../../lambdas/jobs/send-availability-requests');
const link = postTo((await import('../../lambdas/handlers/player-link')).handler, PLAYER_LINK_PATH);
const { handler: oneClick } = await import('../../lambdas/handlers/one-click-unsubscribe');

const DAY = 86_400_000;
const WOMEN = { id: 'womens-xv', name: 'Women’s XV' };
const key = playerLinkKeyFrom(TEST_RECEIPT_KEY);

afterAll(async () => {
  ses.restore();
  await local.close();
});

afterEach(() => {
  vi.useRealTimers();
});

let fixtureCount = 0;

/** A scheduled Women's XV fixture kicking off `days` days from now at 2 pm club time, stored. */
async function storeFixture(days = 10, extra: Partial<GameItem> = {}): Promise<GameItem> {
  fixtureCount += 1;
  const start = Math.floor((Date.now() + days * DAY) / 3_600_000) * 3_600_000;
  const game = gameItemSchema.parse({
    id: `fixture-${process.pid}-${fixtureCount}`,
    list: GAMES_LIST,
    start,
    homeTeam: 'Chicago Blaze',
    awayTeam: 'Lakeshore RFC',
    venue: 'Lemont',
    status: GameStatus.scheduled,
    gameType: 'regular',
    season: new Date(start).getUTCFullYear(),
    teamId: WOMEN.id,
    updatedAt: Date.now(),
    ...extra,
  });
  await local.ddb.send(new PutCommand({ TableName: local.tableName('games'), Item: game }));
  return game;
}

async function storePlayer(slug: string, extra: Partial<PlayerItem> = {}): Promise<PlayerItem> {
  const player = playerItemSchema.parse({
    slug,
    name: slug,
    status: 'active',
    positions: ['wing'],
    seasons: [],
    under18: false,
    teams: [WOMEN.id],
    contactEmail: `${slug}@example.org`,
    createdAt: 1,
    updatedAt: 1,
    ...extra,
  });
  await local.ddb.send(new PutCommand({ TableName: local.tableName('players'), Item: player }));
  return player;
}

/** The scheduled event EventBridge hands the job, due at `at`. */
const scheduled = (at: number) => ({ time: new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z'), 'detail-type': 'Scheduled Event' });

async function subscriberOf(email: string) {
  const found = await local.ddb.send(new GetCommand({ TableName: local.tableName('subscribers'), Key: { email }, ConsistentRead: true }));
  return found.Item;
}

async function outboxAbout(game: GameItem) {
  return (await itemsOf(local, 'outbox')).filter((item) => item.about === `fixture ${game.id}`);
}

const recipients = (items: readonly Record<string, unknown>[]) => items.flatMap((item) => item.to as string[]).sort();

async function availabilityOf(game: GameItem, slug: string) {
  const found = await local.ddb.send(
    new GetCommand({ TableName: local.tableName('availability'), Key: { gameId: game.id, playerSlug: slug }, ConsistentRead: true }),
  );
  return found.Item;
}

beforeAll(async () => {
  await local.ddb.send(
    new PutCommand({ TableName: local.tableName('teams'), Item: { list: TEAMS_LIST, ...WOMEN, order: 1, updatedAt: 1 } }),
  );
  await storePlayer('ada-jones');
  await storePlayer('bea-kowalski');
  // Under 18, with a guardian on record: the guardian is mailed, never the player.
  await storePlayer('cara-lee', { under18: true, contactEmail: 'cara@example.org', guardianEmail: 'cara-guardian@example.org' });
  // Another team's player hears nothing of this fixture.
  await storePlayer('dan-moss', { teams: [DEFAULT_TEAM.id] });
});

const TEAM_ADDRESSES = ['ada-jones@example.org', 'bea-kowalski@example.org', 'cara-guardian@example.org'];

describe('the send-availability-requests job', () => {
  it('asks nobody before the request hour, then each player of the team once through repeated, parallel and duplicated runs', async () => {
    const game = await storeFixture();
    const due = promptAt(game.start, availabilityDefaults);

    expect((await requestsJob(scheduled(due - 60_000))).requested ?? 0).toBe(0);
    expect(await outboxAbout(game)).toEqual([]);

    // The same event delivered three times at once (a duplicated event, a retry racing the run), then
    // EventBridge's retry of it after the run, then the next run.
    const together = await Promise.all([requestsJob(scheduled(due)), requestsJob(scheduled(due)), requestsJob(scheduled(due))]);
    const after = await Promise.all([requestsJob(scheduled(due)), requestsJob(scheduled(due + 5 * 60_000))]);

    expect(together.reduce((sum, report) => sum + (report.requested ?? 0), 0)).toBe(3);
    expect(after.map((report) => report.requested ?? 0)).toEqual([0, 0]);
    const mails = await outboxAbout(game);
    expect(recipients(mails)).toEqual(TEAM_ADDRESSES);
    expect(recipients(mails)).not.toContain('cara@example.org');
    expect(mails.every((mail) => String(mail.subject).startsWith('Are you available'))).toBe(true);
    // Each says how to stop and how the link works.
    for (const mail of mails) {
      expect(String(mail.text)).toContain('To stop these mails');
      expect(String(mail.text)).toContain('opening a link alone records nothing');
    }
    expect((await availabilityOf(game, 'ada-jones'))?.promptedAt).toBe(due);
  });

  it('reminds only the players who have not answered, once, and nobody after the cut-off', async () => {
    const game = await storeFixture();
    await requestsJob(scheduled(promptAt(game.start, availabilityDefaults)));
    const links = await linksOf(game);
    const answered = await link({ token: links.get('ada-jones@example.org'), answer: 'available' });
    expect(answered.statusCode).toBe(200);

    const remindAt = reminderAt(game.start, availabilityDefaults);
    // This file's other fixtures are reminded too: count this fixture's mails.
    const remindersSoFar = async () => (await outboxAbout(game)).filter((mail) => String(mail.subject).startsWith('Reminder'));
    await requestsJob(scheduled(remindAt - 60_000));
    expect(await remindersSoFar()).toEqual([]);
    await requestsJob(scheduled(remindAt));
    await requestsJob(scheduled(remindAt + 5 * 60_000));
    await requestsJob(scheduled(cutoffAt(game.start, availabilityDefaults) + 60_000));

    const reminders = await remindersSoFar();
    expect(recipients(reminders)).toEqual(['bea-kowalski@example.org', 'cara-guardian@example.org']);
  });

  it('sends a request that comes after the reminder hour (a fixture added late) without a reminder on its heels', async () => {
    const game = await storeFixture(3);
    const late = reminderAt(game.start, availabilityDefaults) + 60_000;

    await requestsJob(scheduled(late));
    await requestsJob(scheduled(late + 5 * 60_000));

    const subjects = (await outboxAbout(game)).map((mail) => String(mail.subject).split(' ')[0]);
    expect(subjects).toEqual(['Are', 'Are', 'Are']);
  });
});

/** Each recipient's token, read from the links of their request. */
async function linksOf(game: GameItem): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  for (const mail of await outboxAbout(game)) {
    const token = /#token=([^&\s]+)/.exec(String(mail.text))?.[1];
    if (token) tokens.set((mail.to as string[])[0] as string, decodeURIComponent(token));
  }
  return tokens;
}

describe('POST /public/api/player-link', () => {
  it('records nothing for the token alone (the page opened, a scanner following the link), and the answer on a button’s press', async () => {
    const game = await storeFixture();
    const token = signPlayerLink(key, game.id, 'bea-kowalski', game.start + DAY);

    const read = await link({ token });
    expect(read.statusCode).toBe(200);
    expect(bodyOf(read)).toMatchObject({ player: { name: 'bea-kowalski' }, answerOpen: true, fixture: { team: WOMEN } });
    expect(bodyOf(read).answer).toBeUndefined();
    expect(await availabilityOf(game, 'bea-kowalski')).toBeUndefined();

    const pressed = await link({ token, answer: 'maybe' });
    expect(bodyOf(pressed)).toMatchObject({ answer: 'maybe' });
    const changed = await link({ token, answer: 'unavailable' });
    expect(bodyOf(changed)).toMatchObject({ answer: 'unavailable' });
    expect((await availabilityOf(game, 'bea-kowalski'))?.answer).toBe('unavailable');
  });

  it('refuses an answer after the cut-off (409) and keeps the one given before', async () => {
    const game = await storeFixture();
    const token = signPlayerLink(key, game.id, 'ada-jones', game.start + DAY);
    await link({ token, answer: 'available' });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(cutoffAt(game.start, availabilityDefaults));
    const late = await link({ token, answer: 'unavailable' });
    const read = await link({ token });

    expect(late.statusCode).toBe(409);
    expect(bodyOf(late).error).toContain('closed');
    expect(bodyOf(read)).toMatchObject({ answer: 'available', answerOpen: false });
    expect((await availabilityOf(game, 'ada-jones'))?.answer).toBe('available');
  });

  it('refuses an expired token (410) and a forged one (404), recording nothing', async () => {
    const game = await storeFixture();
    const expired = signPlayerLink(key, game.id, 'ada-jones', Date.now() - 1_000);
    const valid = signPlayerLink(key, game.id, 'ada-jones', game.start + DAY);
    const [front, signature] = [valid.slice(0, valid.lastIndexOf('.') + 1), valid.slice(valid.lastIndexOf('.') + 1)];
    const forgedSignature = `${front}${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    // Another player's name under this player's signature.
    const otherPlayer = valid.replace('.ada-jones.', '.bea-kowalski.');
    const otherKey = signPlayerLink(playerLinkKeyFrom('another-key'), game.id, 'ada-jones', game.start + DAY);

    const answers = await Promise.all(
      [expired, forgedSignature, otherPlayer, otherKey].map((token) => link({ token, answer: 'available' })),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual([410, 404, 404, 404]);
    expect(await availabilityOf(game, 'ada-jones')).toBeUndefined();
    expect(await availabilityOf(game, 'bea-kowalski')).toBeUndefined();
  });
});

describe('a fixture change', () => {
  it("mails the team's players and the team's followers once, however often the stream delivers it", async () => {
    const game = await storeFixture(4);
    await local.ddb.send(
      new PutCommand({
        TableName: local.tableName('subscribers'),
        Item: {
          email: 'follower@example.org',
          name: 'Fan',
          interests: [],
          status: 'confirmed',
          token: 'f'.repeat(43),
          followedTeams: [WOMEN.id],
          createdAt: 1,
          confirmedAt: 1,
        },
      }),
    );
    await local.ddb.send(
      new PutCommand({
        TableName: local.tableName('subscribers'),
        Item: {
          email: 'other-fan@example.org',
          name: 'Fan',
          interests: [],
          status: 'confirmed',
          token: 'g'.repeat(43),
          createdAt: 1,
          confirmedAt: 1,
        },
      }),
    );
    const moved = { ...game, start: game.start + 2 * 3_600_000, updatedAt: game.updatedAt + 1 };
    const change = { table: 'games' as const, kind: 'modify' as const, keys: { id: game.id }, oldItem: game, newItem: moved };

    const first = await mailFixtureChanges([change], Date.now());
    const again = await mailFixtureChanges([change, change], Date.now());

    expect(first).toMatchObject({ changes: 1, players: 3, followers: 1 });
    expect(again).toMatchObject({ players: 0, followers: 0 });
    const mails = await outboxAbout(game);
    expect(recipients(mails)).toEqual([...TEAM_ADDRESSES, 'follower@example.org'].sort());
    expect(mails.every((mail) => String(mail.subject).startsWith('Moved'))).toBe(true);
    for (const mail of mails) expect(String(mail.text)).toMatch(/To stop/);

    // The follower's mail carries RFC 8058's one-click unsubscribe, as the newsletters do: the key
    // given to the subscriber with the mail, and it unsubscribes them.
    const followerMail = mails.find((mail) => recipients([mail])[0] === 'follower@example.org');
    const headers = Object.fromEntries(
      ((followerMail?.headers ?? []) as { name: string; value: string }[]).map((header) => [header.name, header.value]),
    );
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const key = (await subscriberOf('follower@example.org'))?.unsubscribeKey as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(headers['List-Unsubscribe']).toBe(
      `<${new URL(fillPath(ONE_CLICK_UNSUBSCRIBE_PATH, { newsletterId: FIXTURE_CHANGES_LIST_ID, key }), LOCAL_SITE_URL).href}>`,
    );
    const click = await oneClick(
      apiEvent({
        method: 'POST',
        path: fillPath(ONE_CLICK_UNSUBSCRIBE_PATH, { newsletterId: FIXTURE_CHANGES_LIST_ID, key }),
        routePath: ONE_CLICK_UNSUBSCRIBE_PATH,
        pathParameters: { newsletterId: FIXTURE_CHANGES_LIST_ID, key },
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(click.statusCode).toBe(200);
    expect(await subscriberOf('follower@example.org')).toBeUndefined();
  });

  it('mails nothing for a score or a selection', async () => {
    const game = await storeFixture(4);
    const scored = { ...game, homeScore: 10, awayScore: 5, updatedAt: game.updatedAt + 1 };

    const report = await mailFixtureChanges(
      [{ table: 'games', kind: 'modify', keys: { id: game.id }, oldItem: game, newItem: scored }],
      Date.now(),
    );

    expect(report.changes).toBe(0);
    expect(await outboxAbout(game)).toEqual([]);
  });
});
