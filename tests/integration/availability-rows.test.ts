// The signed-in and officer rows of players' availability against DynamoDB Local: a member answers
// for a fixture of their own team on /account and chooses the mails they get (a stopped kind is not
// sent); an officer sees the team's answers, publishes the selection, which mails each selected
// player once and shows on the public fixture list; a withdrawal marks the selection and tells the
// club; the officers' settings move the request's hour. SES is aws-sdk-client-mock's.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AVAILABILITY_SETTINGS_PATH,
  availabilityDefaults,
  MY_FIXTURE_ANSWER_PATH,
  MY_MAIL_CHOICES_PATH,
  MY_SEASON_PATH,
  MY_SELECTION_REPLY_PATH,
  OFFICER_FIXTURE_AVAILABILITY_PATH,
  OFFICER_SELECTION_PATH,
  promptAt,
} from '../../common/teams/availability';
import { GameStatus } from '../../common/fixtures/fixtures';
import { GAMES_LIST, type GameItem, gameItemSchema } from '../../lambdas/domain/fixtures/game-item';
import { playerItemSchema } from '../../lambdas/domain/squad/player-item';
import { TEAMS_LIST } from '../../lambdas/domain/teams/team-item';
import type { HttpMethod } from '../../lambdas/routes';
import type { LambdaHandler } from '../../lambdas/runtime/handler';
import { apiEvent, jsonBody, memberClaims, officerClaims } from '../support/api-event';
import { itemsOf, mockSes } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { usePaymentsSecret } from '../support/payments';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-availability-rows-${process.pid}-` });
usePaymentsSecret();
const ses = mockSes();
const load = async (id: string) => ((await import(`../../lambdas/handlers/${id}.ts`)) as { handler: LambdaHandler }).handler;
const handlers = {
  season: await load('get-my-season'),
  answer: await load('answer-my-fixture'),
  reply: await load('reply-my-selection'),
  choices: await load('update-my-mail-choices'),
  view: await load('get-fixture-availability'),
  publish: await load('publish-selection'),
  settings: await load('update-availability-settings'),
  games: await load('list-games'),
};
const { handler: requestsJob } = await import('../../lambdas/jobs/send-availability-requests');

const DAY = 86_400_000;
const WOMEN = 'womens-xv';
const officer = officerClaims('officer-availability');
// The member whose verified address is linked to Ada's player record.
const ada = memberClaims('ada-member');
const adaEmail = 'ada-member@example.test';

afterAll(async () => {
  ses.restore();
  await local.close();
});

function call(handler: LambdaHandler, method: HttpMethod, routePath: string, claims: Record<string, string>, params = {}, body?: unknown) {
  const path = Object.entries(params).reduce((at, [name, value]) => at.replace(`{${name}}`, String(value)), routePath);
  return handler(
    apiEvent({
      method,
      path,
      routePath,
      pathParameters: params,
      claims,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
}

let count = 0;
async function storeFixture(teamId = WOMEN, days = 10): Promise<GameItem> {
  count += 1;
  const start = Math.floor((Date.now() + days * DAY) / 3_600_000) * 3_600_000;
  const game = gameItemSchema.parse({
    id: `rows-fixture-${process.pid}-${count}`,
    list: GAMES_LIST,
    start,
    homeTeam: 'Chicago Blaze',
    awayTeam: `Opponent ${count}`,
    venue: 'Lemont',
    status: GameStatus.scheduled,
    gameType: 'regular',
    season: new Date(start).getUTCFullYear(),
    teamId,
    updatedAt: Date.now(),
  });
  await local.ddb.send(new PutCommand({ TableName: local.tableName('games'), Item: game }));
  return game;
}

async function storePlayer(slug: string, extra: Record<string, unknown> = {}) {
  await local.ddb.send(
    new PutCommand({
      TableName: local.tableName('players'),
      Item: playerItemSchema.parse({
        slug,
        name: `Player ${slug}`,
        status: 'active',
        positions: ['wing'],
        seasons: [],
        under18: false,
        teams: [WOMEN],
        contactEmail: `${slug}@example.org`,
        createdAt: 1,
        updatedAt: 1,
        ...extra,
      }),
    }),
  );
}

const mailTo = async (address: string) => (await itemsOf(local, 'outbox')).filter((item) => (item.to as string[]).includes(address));

beforeAll(async () => {
  await local.ddb.send(
    new PutCommand({
      TableName: local.tableName('teams'),
      Item: { list: TEAMS_LIST, id: WOMEN, name: 'Women’s XV', order: 1, updatedAt: 1 },
    }),
  );
  await storePlayer('ada-jones', { accountEmail: adaEmail, contactEmail: undefined });
  await storePlayer('bea-kowalski');
  await storePlayer('cat-nguyen');
});

describe('a signed-in player', () => {
  it('sees their team’s fixtures, answers one on /account, and cannot answer another team’s', async () => {
    const mine = await storeFixture();
    const theirs = await storeFixture('mens-xv');

    const answered = await call(handlers.answer, 'PUT', MY_FIXTURE_ANSWER_PATH, ada, { gameId: mine.id }, { answer: 'available' });
    const refused = await call(handlers.answer, 'PUT', MY_FIXTURE_ANSWER_PATH, ada, { gameId: theirs.id }, { answer: 'available' });
    const season = jsonBody(await call(handlers.season, 'GET', MY_SEASON_PATH, ada)) as {
      player: { name: string };
      fixtures: { fixture: { gameId: string }; answer?: string }[];
    };

    expect(answered.statusCode).toBe(200);
    expect(refused.statusCode).toBe(404);
    expect(season.player.name).toBe('Player ada-jones');
    expect(season.fixtures.find((entry) => entry.fixture.gameId === mine.id)?.answer).toBe('available');
    expect(season.fixtures.some((entry) => entry.fixture.gameId === theirs.id)).toBe(false);
  });

  it('gets no request once they stopped availability mail on /account', async () => {
    const game = await storeFixture(WOMEN, 11);
    const stopped = await call(
      handlers.choices,
      'PUT',
      MY_MAIL_CHOICES_PATH,
      ada,
      {},
      { availability: false, selection: true, changes: true },
    );
    expect(jsonBody(stopped)).toEqual({ availability: false, selection: true, changes: true });

    await requestsJob({ time: new Date(promptAt(game.start, availabilityDefaults)).toISOString() });

    const requests = (await mailTo(adaEmail)).filter((mail) => mail.about === `fixture ${game.id}`);
    expect(requests).toEqual([]);
    expect((await mailTo('bea-kowalski@example.org')).some((mail) => mail.about === `fixture ${game.id}`)).toBe(true);
    await call(handlers.choices, 'PUT', MY_MAIL_CHOICES_PATH, ada, {}, { availability: true, selection: true, changes: true });
  });
});

describe('an officer', () => {
  it('sees the team’s answers, publishes the selection (each selected player mailed once), and is told of a withdrawal', async () => {
    const game = await storeFixture(WOMEN, 12);
    await call(handlers.answer, 'PUT', MY_FIXTURE_ANSWER_PATH, ada, { gameId: game.id }, { answer: 'available' });

    const view = jsonBody(await call(handlers.view, 'GET', OFFICER_FIXTURE_AVAILABILITY_PATH, officer, { gameId: game.id })) as {
      players: { slug: string; answer?: string }[];
    };
    expect(view.players.map((player) => [player.slug, player.answer])).toEqual([
      ['ada-jones', 'available'],
      ['bea-kowalski', undefined],
      ['cat-nguyen', undefined],
    ]);

    const publish = () =>
      call(handlers.publish, 'PUT', OFFICER_SELECTION_PATH, officer, { gameId: game.id }, { players: ['ada-jones', 'bea-kowalski'] });
    expect((await publish()).statusCode).toBe(200);
    expect((await publish()).statusCode).toBe(200);
    const selectionMails = (await itemsOf(local, 'outbox')).filter(
      (mail) => mail.about === `fixture ${game.id}` && String(mail.subject).startsWith('Selected'),
    );
    expect(selectionMails.flatMap((mail) => mail.to as string[]).sort()).toEqual([adaEmail, 'bea-kowalski@example.org']);

    const withdrawn = await call(handlers.reply, 'PUT', MY_SELECTION_REPLY_PATH, ada, { gameId: game.id }, { reply: 'withdrawn' });
    expect(withdrawn.statusCode).toBe(200);
    const notice = (await itemsOf(local, 'outbox')).filter((mail) => String(mail.subject).startsWith('Withdrawal: Player ada-jones'));
    expect(notice).toHaveLength(1);

    const listed = jsonBody(await handlers.games(apiEvent({ path: '/public/api/games', query: { team: WOMEN } }))) as {
      id: string;
      selection?: string[];
    }[];
    expect(listed.find((entry) => entry.id === game.id)?.selection).toEqual(['Player bea-kowalski']);
  });

  it('refuses a selection naming a player of another team (400)', async () => {
    const game = await storeFixture(WOMEN, 13);
    await storePlayer('dan-moss', { teams: ['mens-xv'] });

    const refused = await call(handlers.publish, 'PUT', OFFICER_SELECTION_PATH, officer, { gameId: game.id }, { players: ['dan-moss'] });

    expect(refused.statusCode).toBe(400);
    expect(String(jsonBody(refused) && (jsonBody(refused) as { error: string }).error)).toContain('dan-moss');
  });

  it('moves the request’s hour with the settings, and refuses a reminder that would come before the request', async () => {
    const settings = { ...availabilityDefaults, promptHour: 9 };
    expect((await call(handlers.settings, 'PUT', AVAILABILITY_SETTINGS_PATH, officer, {}, settings)).statusCode).toBe(200);
    const bad = await call(handlers.settings, 'PUT', AVAILABILITY_SETTINGS_PATH, officer, {}, { ...settings, reminderDaysBefore: 6 });
    expect(bad.statusCode).toBe(400);

    const game = await storeFixture(WOMEN, 9);
    const nineOClock = promptAt(game.start, settings);
    await requestsJob({ time: new Date(nineOClock - 60_000).toISOString() });
    expect((await itemsOf(local, 'outbox')).filter((mail) => mail.about === `fixture ${game.id}`)).toEqual([]);
    await requestsJob({ time: new Date(nineOClock).toISOString() });
    expect((await itemsOf(local, 'outbox')).filter((mail) => mail.about === `fixture ${game.id}`)).toHaveLength(3);
    await call(handlers.settings, 'PUT', AVAILABILITY_SETTINGS_PATH, officer, {}, availabilityDefaults);
  });
});
