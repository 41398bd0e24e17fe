// GET /public/api/games (variant A), GET /api/games (variant B) and GET /public/api/fixtures.ics
// against DynamoDB Local, on tables of this file's own.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game, SeasonGame } from '../../common/fixtures/fixtures';
import { eventUid } from '../../lambdas/domain/calendar/calendar-feed';
import { route } from '../../lambdas/routes';
import { GAMES_LIST, gameItemSchema, type GameItem } from '../../lambdas/domain/fixtures/game-item';
import { apiEvent, errorText, header, jsonBody } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { REFUSAL_CACHE_SECONDS } from '../../lambdas/runtime/handler';

// The three rows read the games table alone: one environment serves them all.
const local = await useLocalDynamoDb({ ownTablesPrefix: `it-games-${process.pid}-`, fn: route('list-games') });
const { handler: listGames } = await import('../../lambdas/handlers/list-games');
const { handler: listSeasonGames } = await import('../../lambdas/handlers/list-season-games');
const { handler: fixturesFeed } = await import('../../lambdas/handlers/fixtures-calendar');

const DAY = 24 * 3_600_000;
// 2024: 30 games, 2025: 30 games, 2026: 10 games, a week apart; the statuses cycle.
const seasons = [
  { season: 2024, count: 30, from: Date.UTC(2024, 2, 2, 19) },
  { season: 2025, count: 30, from: Date.UTC(2025, 2, 1, 19) },
  { season: 2026, count: 10, from: Date.UTC(2026, 2, 7, 19) },
] as const;
const statuses = ['completed', 'completed', 'scheduled', 'in_progress', 'postponed', 'cancelled'] as const;

const stored: GameItem[] = seasons.flatMap(({ season, count, from }) =>
  Array.from({ length: count }, (_, i) => {
    const status = statuses[i % statuses.length] ?? 'scheduled';
    const played = status === 'completed' || status === 'in_progress';
    return gameItemSchema.parse({
      id: `it-game-${season}-${String(i).padStart(2, '0')}`,
      list: GAMES_LIST,
      start: from + i * 7 * DAY,
      homeTeam: i % 2 === 0 ? 'Chicago Blaze' : `Opponent ${i}`,
      awayTeam: i % 2 === 0 ? `Opponent ${i}` : 'Chicago Blaze',
      ...(played ? { homeScore: 20 + (i % 5), awayScore: i % 7 } : {}),
      venue: `Ground ${i}`,
      status,
      gameType: i % 4 === 0 ? 'friendly' : 'regular',
      season,
      updatedAt: from + i * 7 * DAY + 3 * 3_600_000,
    });
  }),
);
const byStart = (order: 'ASC' | 'DESC', items: readonly GameItem[] = stored) =>
  [...items].sort((a, b) => (order === 'ASC' ? a.start - b.start : b.start - a.start)).map((game) => game.id);

async function listA(query: Record<string, string> = {}) {
  return listGames(apiEvent({ path: '/public/api/games', query }));
}

async function listB(query: Record<string, string> = {}) {
  return listSeasonGames(apiEvent({ path: '/api/games', query }));
}

async function bodyA(query: Record<string, string> = {}): Promise<Game[]> {
  const result = await listA(query);
  expect(result.statusCode).toBe(200);
  return jsonBody(result) as Game[];
}

async function bodyB(query: Record<string, string> = {}): Promise<SeasonGame[]> {
  const result = await listB(query);
  expect(result.statusCode).toBe(200);
  const body = jsonBody(result) as { games: SeasonGame[] };
  expect(Object.keys(body)).toEqual(['games']);
  return body.games;
}

beforeAll(async () => {
  // Stored in an order unrelated to the kick-offs.
  const shuffled = [...stored].sort((a, b) => (a.id.split('').reverse().join('') < b.id.split('').reverse().join('') ? -1 : 1));
  for (const item of shuffled) await local.ddb.send(new PutCommand({ TableName: local.tableName('games'), Item: item }));
});

afterAll(async () => {
  await local.close();
});

describe('GET /public/api/games on DynamoDB Local (variant A)', () => {
  it('answers a plain list of the 50 latest kick-offs by default, latest first', async () => {
    const body = await bodyA();

    expect(Array.isArray(body)).toBe(true);
    expect(body.map((game) => game.id)).toEqual(byStart('DESC').slice(0, 50));
  });

  it("answers as many as the limit asks for, one of the site's page sizes", async () => {
    expect((await bodyA({ limit: '6' })).map((game) => game.id)).toEqual(byStart('DESC').slice(0, 6));
    expect(await bodyA({ limit: '50' })).toHaveLength(50);
  });

  it('answers each game in variant A’s shape, scores null until played', async () => {
    const body = await bodyA();
    const byId = new Map(body.map((game) => [game.id, game]));
    const played = stored.find((game) => game.id === 'it-game-2026-00') as GameItem;

    expect(byId.get(played.id)).toEqual({
      id: 'it-game-2026-00',
      start: played.start,
      homeTeam: 'Chicago Blaze',
      awayTeam: 'Opponent 0',
      homeScore: 20,
      awayScore: 0,
      venue: 'Ground 0',
      status: 'completed',
      gameType: 'friendly',
      season: 2026,
      // Stored before teams existed: the default side's.
      team: { id: 'mens-xv', name: 'Men’s XV' },
    });
    expect(byId.get('it-game-2026-02')).toMatchObject({ status: 'scheduled', homeScore: null, awayScore: null });
  });

  it('answers JSON that CloudFront may cache for a short time', async () => {
    const result = await listA();

    expect(header(result, 'content-type')).toMatch(/^application\/json\b/);
    expect(header(result, 'cache-control')).toBe('public, max-age=60');
  });

  it.each([['-1'], ['0'], ['fifty'], ['1e3'], [''], ['101'], ['100'], ['3']])('answers 400 naming limit when it is %j', async (value) => {
    const result = await listA({ limit: value });

    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toContain('limit');
    expect(header(result, 'cache-control')).toBe(`public, max-age=0, s-maxage=${REFUSAL_CACHE_SECONDS}`);
  });
});

describe('GET /api/games on DynamoDB Local (variant B)', () => {
  it('answers { games } in variant B’s shape', async () => {
    const games = await bodyB({ season: '2026', limit: '50' });
    const byId = new Map(games.map((game) => [game.id, game]));
    const played = stored.find((game) => game.id === 'it-game-2026-01') as GameItem;

    expect(byId.get(played.id)).toEqual({
      id: 'it-game-2026-01',
      gameDate: new Date(played.start).toISOString(),
      status: 'completed',
      venue: 'Ground 1',
      homeTeamScore: 21,
      awayTeamScore: 1,
      HomeTeam: { name: 'Opponent 1' },
      AwayTeam: { name: 'Chicago Blaze' },
      team: { id: 'mens-xv', name: 'Men’s XV' },
    });
    expect(byId.get('it-game-2026-02')).toMatchObject({ homeTeamScore: null, awayTeamScore: null });
  });

  it('answers only the season asked for, in the order asked for', async () => {
    const season2025 = stored.filter((game) => game.season === 2025);

    expect((await bodyB({ season: '2025', sortBy: 'gameDate', sortOrder: 'DESC', limit: '50' })).map((game) => game.id)).toEqual(
      byStart('DESC', season2025),
    );
    expect((await bodyB({ season: '2025', sortOrder: 'ASC' })).map((game) => game.id)).toEqual(byStart('ASC', season2025));
    expect((await bodyB({ season: '2026' })).map((game) => game.id)).toEqual(
      byStart(
        'DESC',
        stored.filter((game) => game.season === 2026),
      ),
    );
    expect(await bodyB({ season: '2021' })).toEqual([]);
  });

  it('answers every season when none is given, newest first, up to the limit', async () => {
    expect((await bodyB()).map((game) => game.id)).toEqual(byStart('DESC').slice(0, 50));
    expect((await bodyB({ sortOrder: 'ASC', limit: '6' })).map((game) => game.id)).toEqual(byStart('ASC').slice(0, 6));
    expect(await bodyB({ season: '2024', limit: '25' })).toHaveLength(25);
  });

  it('is public and cacheable, with the season in the cache key', async () => {
    const result = await listB({ season: '2025' });

    expect(result.statusCode).toBe(200);
    expect(header(result, 'cache-control')).toBe('public, max-age=60');
  });

  it.each([
    [{ sortBy: 'homeTeam' }, 'sortBy'],
    [{ sortBy: '' }, 'sortBy'],
    [{ sortOrder: 'desc' }, 'sortOrder'],
    [{ sortOrder: 'RANDOM' }, 'sortOrder'],
    [{ season: '26' }, 'season'],
    [{ season: 'this year' }, 'season'],
    [{ season: '2019' }, 'season'],
    [{ season: '20255' }, 'season'],
    [{ season: '' }, 'season'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '500' }, 'limit'],
    [{ limit: '7' }, 'limit'],
  ])('answers 400 to %j, naming %s', async (query, field) => {
    const result = await listB(query);

    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toContain(field);
  });
});

describe('GET /public/api/fixtures.ics on DynamoDB Local', () => {
  async function feed() {
    const result = await fixturesFeed(apiEvent({ path: '/public/api/fixtures.ics' }));
    expect(result.statusCode).toBe(200);
    return result;
  }

  async function events() {
    return new ICAL.Component(ICAL.parse(String((await feed()).body))).getAllSubcomponents('vevent');
  }

  it('is a calendar that subscribers may cache for an hour', async () => {
    const result = await feed();

    expect(header(result, 'content-type')).toBe('text/calendar; charset=utf-8');
    expect(header(result, 'cache-control')).toBe('public, max-age=3600');
  });

  it('holds every game once, under a UID made from its id', async () => {
    const uids = (await events()).map((event) => event.getFirstPropertyValue('uid'));

    expect(uids.sort()).toEqual(stored.map((game) => eventUid('game', game.id)).sort());
  });

  it('names each game Home v Away at its venue and kick-off, with the score once there is one', async () => {
    const calendar = new ICAL.Component(ICAL.parse(String((await feed()).body)));
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone') as ICAL.Component);
    const byUid = new Map(
      calendar.getAllSubcomponents('vevent').map((event) => [event.getFirstPropertyValue('uid'), new ICAL.Event(event)]),
    );
    const played = stored.find((game) => game.id === 'it-game-2026-01') as GameItem;
    const event = byUid.get(eventUid('game', played.id));

    expect(event?.summary).toBe('Opponent 1 v Chicago Blaze');
    expect(event?.location).toBe('Ground 1');
    expect(event?.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/Chicago');
    const start = event?.startDate as ICAL.Time;
    start.zone = zone;
    expect(start.toUnixTime() * 1000).toBe(played.start);
    expect(event?.description).toContain('Final score: Opponent 1 21, Chicago Blaze 1');
    expect(byUid.get(eventUid('game', 'it-game-2026-02'))?.description).not.toContain('score');
  });

  it('marks cancelled games CANCELLED and gives the same feed on every request', async () => {
    const first = String((await feed()).body);
    const statusOf = new Map(
      new ICAL.Component(ICAL.parse(first))
        .getAllSubcomponents('vevent')
        .map((event) => [event.getFirstPropertyValue('uid'), event.getFirstPropertyValue('status')]),
    );

    for (const game of stored.filter((item) => item.status === 'cancelled'))
      expect(statusOf.get(eventUid('game', game.id))).toBe('CANCELLED');
    for (const game of stored.filter((item) => item.status === 'scheduled'))
      expect(statusOf.get(eventUid('game', game.id))).toBe('CONFIRMED');
    expect(String((await feed()).body)).toBe(first);
  });
});
