// GET /players/{slug+}, the player page function, against DynamoDB Local: the player frame of a site
// build (tests/support/site-build-fixture.ts) with the player's own head, made from what any visitor
// may see: an under-18 player without a guardian's consent has neither their bio as the description
// nor their photo as the card, and no address ever reaches the page.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { route } from '../../lambdas/routes';
import { type PlayerItem, playerItemSchema } from '../../lambdas/domain/squad/player-item';
import { apiEvent, header } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { headOf } from '../support/page-head-reader';
import { FIXTURE_LOADING, fixtureFrames, writeSiteBuildFixture } from '../support/site-build-fixture';

const build = await writeSiteBuildFixture();
const local = await useLocalDynamoDb({
  ownTablesPrefix: `it-player-page-${process.pid}-`,
  fn: route('player-page'),
  site: { siteBuildDir: build.dir, siteUrl: 'https://club.example/' },
});
const { handler } = await import('../../lambdas/handlers/player-page');

const player = (slug: string, name: string, extra: Partial<PlayerItem> = {}): PlayerItem =>
  playerItemSchema.parse({
    slug,
    name,
    status: 'active',
    positions: ['fly-half', 'inside-centre'],
    shirtNumber: 21,
    photo: { key: `squad/${slug}.webp`, width: 480, height: 480 },
    bio: `Secret bio of ${name}.`,
    seasons: [2026],
    under18: false,
    accountEmail: `${slug}@example.org`,
    createdAt: 1,
    updatedAt: 2,
    ...extra,
  });

const adult = player('patrick-walsh', 'Patrick Walsh', { positions: ['fly-half'], shirtNumber: 10 });
const minor = player('leo-marsh', 'Leo Marsh', { under18: true });
const consented = player('sam-whitfield', 'Sam Whitfield', { under18: true, guardianConsentAt: 1_700_000_000_000 });

async function get(slug: string) {
  return handler(apiEvent({ path: `/players/${slug}`, routePath: '/players/{slug+}', pathParameters: { slug } }));
}

beforeAll(async () => {
  for (const item of [adult, minor, consented]) await local.ddb.send(new PutCommand({ TableName: local.tableName('players'), Item: item }));
});

afterAll(async () => {
  await local.close();
  await build.remove();
});

describe('GET /players/{slug+} on DynamoDB Local', () => {
  it("answers the player frame with the player's own title, description, address and photo", async () => {
    const result = await get('patrick-walsh');
    const head = headOf(String(result.body));

    expect(result.statusCode).toBe(200);
    expect(header(result, 'content-type')).toBe('text/html; charset=utf-8');
    expect(header(result, 'cache-control')).toMatch(/^public, max-age=[1-9]\d*$/);
    expect(head.titles).toEqual(['Patrick Walsh | Blaze Rugby Club']);
    expect(head.description).toEqual(['Secret bio of Patrick Walsh.']);
    expect(head.canonical).toEqual(['https://club.example/players/patrick-walsh']);
    expect(head.ogImage).toEqual(['https://club.example/media/squad/patrick-walsh.webp']);
    expect(String(result.body)).toContain(FIXTURE_LOADING);
    expect(String(result.body)).not.toContain('patrick-walsh@example.org');
  });

  it("keeps an under-18 player's bio and photo out of the page without a guardian's consent", async () => {
    const result = await get('leo-marsh');
    const html = String(result.body);
    const head = headOf(html);

    expect(result.statusCode).toBe(200);
    expect(head.titles).toEqual(['Leo Marsh | Blaze Rugby Club']);
    expect(head.description).toEqual(['Leo Marsh: Fly-half, Inside Centre, number 21, player of the Blaze Rugby Club.']);
    expect(head.ogImage).toEqual(['https://club.example/img/hero/hero-poster-1280.webp']);
    expect(html).not.toContain('Secret bio');
    expect(html).not.toContain('squad/leo-marsh');
    expect(html).not.toContain('@example.org');
  });

  it("shows a consented under-18 player's bio and photo", async () => {
    const head = headOf(String((await get('sam-whitfield')).body));

    expect(head.description).toEqual(['Secret bio of Sam Whitfield.']);
    expect(head.ogImage).toEqual(['https://club.example/media/squad/sam-whitfield.webp']);
  });

  it('answers the same player, with one canonical address, after a trailing slash', async () => {
    const result = await get('patrick-walsh/');

    expect(result.statusCode).toBe(200);
    expect(headOf(String(result.body)).canonical).toEqual(['https://club.example/players/patrick-walsh']);
  });

  it.each([
    ['an unknown player', 'nobody-here'],
    ['a path under a player', 'patrick-walsh/more'],
    ['an address that is no slug', 'Patrick Walsh'],
  ])('answers the frame as built for %s, with 404', async (_case, slug) => {
    const result = await get(slug);

    expect(result.statusCode).toBe(404);
    expect(headOf(String(result.body)).titles).toEqual([fixtureFrames['/players/:slug'].title]);
  });
});
