// GET /public/api/players[?season=] and /public/api/players/{slug} against DynamoDB Local, on tables
// of this file's own: the active squad by name, a season's figures from one Query, one player with
// every season, and on every answer the privacy rule (no address; an under-18 player's photo and
// bio only with a guardian's consent).

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerProfile, SquadList } from '../../common/squad/squad-api';
import { route } from '../../lambdas/routes';
import { type PlayerItem, playerItemSchema } from '../../lambdas/domain/squad/player-item';
import { type PlayerStatsItem, playerStatsItemSchema } from '../../lambdas/domain/squad/player-stats-item';
import { apiEvent, errorText, header, jsonBody } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-squad-${process.pid}-`, fn: route('list-players') });
const { handler: listPlayers } = await import('../../lambdas/handlers/list-players');
const { handler: getPlayer } = await import('../../lambdas/handlers/get-player');

function player(slug: string, extra: Partial<PlayerItem> = {}): PlayerItem {
  return playerItemSchema.parse({
    slug,
    name: slug
      .split('-')
      .map((word) => word[0]?.toUpperCase() + word.slice(1))
      .join(' '),
    status: 'active',
    positions: ['wing'],
    photo: { key: `squad/${slug}.webp`, width: 480, height: 480 },
    bio: `The bio of ${slug}.`,
    seasons: [2025, 2026],
    under18: false,
    createdAt: 1,
    updatedAt: 2,
    ...extra,
  });
}

const stats = (season: number, playerSlug: string, appearances: number, points: number): PlayerStatsItem =>
  playerStatsItemSchema.parse({ season, playerSlug, appearances, tries: points / 5, conversions: 0, penalties: 0, dropGoals: 0, points });

const players = [
  player('ben-larsen', { shirtNumber: 15, accountEmail: 'ben@example.org' }),
  player('leo-marsh', { shirtNumber: 21, under18: true }),
  player('sam-whitfield', { shirtNumber: 20, under18: true, guardianConsentAt: 1_700_000_000_000 }),
  player('greg-malinowski', { status: 'retired', positions: ['number-8'] }),
];
const figures = [
  stats(2026, 'ben-larsen', 9, 40),
  stats(2026, 'leo-marsh', 2, 5),
  stats(2025, 'ben-larsen', 12, 55),
  stats(2025, 'greg-malinowski', 14, 10),
];

beforeAll(async () => {
  for (const item of players) await local.ddb.send(new PutCommand({ TableName: local.tableName('players'), Item: item }));
  for (const item of figures) await local.ddb.send(new PutCommand({ TableName: local.tableName('playerStats'), Item: item }));
});

afterAll(async () => {
  await local.close();
});

const list = async (season?: string) => listPlayers(apiEvent({ path: '/public/api/players', ...(season ? { query: { season } } : {}) }));
const get = async (slug: string) =>
  getPlayer(apiEvent({ path: `/public/api/players/${slug}`, routePath: '/public/api/players/{slug}', pathParameters: { slug } }));

/** What no public answer may hold: an address, and the under-18 player without consent's photo and bio. */
function expectPrivate(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toContain('ben@example.org');
  expect(text).not.toContain('accountEmail');
  expect(text).not.toContain('squad/leo-marsh.webp');
  expect(text).not.toContain('The bio of leo-marsh');
}

describe('GET /public/api/players on DynamoDB Local', () => {
  it('answers the active players by name, without figures when no season is asked, cached briefly', async () => {
    const result = await list();
    const body = jsonBody(result) as SquadList;

    expect(result.statusCode).toBe(200);
    expect(header(result, 'cache-control')).toMatch(/^public, max-age=[1-9]\d*$/);
    expect(body.season).toBeUndefined();
    expect(body.players.map((p) => p.slug)).toEqual(['ben-larsen', 'leo-marsh', 'sam-whitfield']);
    expect(body.players.every((p) => p.figures === undefined)).toBe(true);
    expectPrivate(body);
  });

  it("gives each player the season's figures, and none to a player without any that season", async () => {
    const body = jsonBody(await list('2026')) as SquadList;

    expect(body.season).toBe(2026);
    expect(body.players.map((p) => [p.slug, p.figures?.appearances, p.figures?.points])).toEqual([
      ['ben-larsen', 9, 40],
      ['leo-marsh', 2, 5],
      ['sam-whitfield', undefined, undefined],
    ]);
    expectPrivate(body);
  });

  it("shows the consented under-18 player's photo and bio, and not the other's", async () => {
    const body = jsonBody(await list()) as SquadList;
    const [, leo, sam] = body.players;

    expect(leo).toEqual({
      slug: 'leo-marsh',
      name: 'Leo Marsh',
      status: 'active',
      positions: ['wing'],
      teams: [{ id: 'mens-xv', name: 'Men’s XV' }],
      shirtNumber: 21,
    });
    expect(sam?.photo).toEqual({ url: '/media/squad/sam-whitfield.webp', width: 480, height: 480 });
    expect(sam?.bio).toBe('The bio of sam-whitfield.');
  });

  it('refuses a season that is not a year', async () => {
    const result = await list('20x6');

    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toContain('season must be a year such as 2026');
  });
});

describe('GET /public/api/players/{slug} on DynamoDB Local', () => {
  it('answers a player with every season, oldest first, and never their address', async () => {
    const body = jsonBody(await get('ben-larsen')) as PlayerProfile;

    expect(body).toMatchObject({ slug: 'ben-larsen', name: 'Ben Larsen', shirtNumber: 15, bio: 'The bio of ben-larsen.' });
    expect(body.figures.map((f) => [f.season, f.appearances, f.points])).toEqual([
      [2025, 12, 55],
      [2026, 9, 40],
    ]);
    expectPrivate(body);
  });

  it('answers a retired player too', async () => {
    const body = jsonBody(await get('greg-malinowski')) as PlayerProfile;

    expect(body.status).toBe('retired');
    expect(body.figures).toHaveLength(1);
  });

  it("keeps an under-18 player's photo and bio out without a guardian's consent", async () => {
    const body = jsonBody(await get('leo-marsh')) as PlayerProfile;

    expect(body.photo).toBeUndefined();
    expect(body.bio).toBeUndefined();
    expect(body.figures.map((f) => f.points)).toEqual([5]);
    expectPrivate(body);
  });

  it('answers 404 for an unknown player and for an address that is no slug', async () => {
    const unknown = await get('nobody-here');
    expect(unknown.statusCode).toBe(404);
    expect(errorText(unknown)).toBe('Player not found.');

    expect((await get('Not_A_Slug')).statusCode).toBe(404);
  });
});
