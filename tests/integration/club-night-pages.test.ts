// The public reads of the club's nights against DynamoDB Local: /public/api/club-nights lists the
// nights not yet over with their seats left, a night's row answers 404 for an id that names none,
// and GET /events/{nightId+}, the night's page function, answers the night frame of a site build
// (tests/support/site-build-fixture.ts) with the night's own title, description and address, and
// the frame with 404 for an address that is no night's.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUB_NIGHT_PATH, CLUB_NIGHTS_PATH, type ClubNight } from '../../common/tickets/tickets';
import { clubNightDescription } from '../../common/tickets/club-night-text';
import { route } from '../../lambdas/routes';
import { CLUB_NIGHTS_LIST, type ClubNightItem, clubNightItemSchema } from '../../lambdas/domain/tickets/club-night-item';
import { apiEvent, header, jsonBody } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { headOf } from '../support/page-head-reader';
import { FIXTURE_LOADING, writeSiteBuildFixture } from '../support/site-build-fixture';

const build = await writeSiteBuildFixture();
const local = await useLocalDynamoDb({
  ownTablesPrefix: `it-night-pages-${process.pid}-`,
  fn: route('club-night-page'),
  site: { siteBuildDir: build.dir, siteUrl: 'https://club.example/' },
});
const { handler: page } = await import('../../lambdas/handlers/club-night-page');
const { handler: list } = await import('../../lambdas/handlers/list-club-nights');
const { handler: get } = await import('../../lambdas/handlers/get-club-night');

const HOUR = 3_600_000;
const now = Date.now();

function night(id: string, title: string, start: number, seatsLeft = 100): ClubNightItem {
  return clubNightItemSchema.parse({
    id,
    list: CLUB_NIGHTS_LIST,
    title,
    description: `${title}: dinner and speeches.`,
    start,
    end: start + 5 * HOUR,
    capacity: 100,
    seatsLeft,
    memberPriceCents: 4_500,
    priceCents: 6_000,
    tablesOfTen: true,
    salesCloseAt: start - 24 * HOUR,
    spaceId: 'hall',
    createdAt: 1,
    updatedAt: 1,
  });
}

const banquet = night('2031-03-06-annual-banquet', 'Annual banquet', now + 90 * 24 * HOUR, 37);
const awards = night('2031-02-01-awards-night', 'Awards night', now + 60 * 24 * HOUR);
const over = night('2020-01-10-old-fundraiser', 'Old fundraiser', now - 10 * HOUR);

beforeAll(async () => {
  for (const item of [banquet, awards, over])
    await local.ddb.send(new PutCommand({ TableName: local.tableName('clubNights'), Item: item }));
});

afterAll(async () => {
  await local.close();
  await build.remove();
});

describe("the club nights' public reads", () => {
  it('list the nights not yet over, by start, with their seats left', async () => {
    const result = await list(apiEvent({ path: CLUB_NIGHTS_PATH }));
    expect(result.statusCode).toBe(200);
    expect(header(result, 'cache-control')).toBe('public, max-age=10');
    const nights = jsonBody(result) as ClubNight[];
    expect(nights.map((entry) => [entry.id, entry.seatsLeft])).toEqual([
      [awards.id, 100],
      [banquet.id, 37],
    ]);
    expect(Object.keys(nights[0] ?? {})).not.toContain('spaceId');
  });

  it('answer one night, and 404 for an id that names none', async () => {
    const read = (nightId: string) =>
      get(apiEvent({ path: CLUB_NIGHT_PATH.replace('{nightId}', nightId), routePath: CLUB_NIGHT_PATH, pathParameters: { nightId } }));
    expect(jsonBody(await read(banquet.id))).toMatchObject({ title: 'Annual banquet', seatsLeft: 37 });
    expect((await read('2031-03-07-no-such-night')).statusCode).toBe(404);
  });

  it("answer a night's page with its own title, description and address, and the frame with 404 for no night", async () => {
    const open = (nightId: string) =>
      page(apiEvent({ path: `/events/${nightId}`, routePath: '/events/{nightId+}', pathParameters: { nightId } }));
    const result = await open(banquet.id);
    const head = headOf(String(result.body));
    expect(result.statusCode).toBe(200);
    expect(head.titles).toEqual(['Annual banquet | Blaze Rugby Club']);
    expect(head.description).toEqual([clubNightDescription(banquet)]);
    expect(head.canonical).toEqual([`https://club.example/events/${banquet.id}`]);
    expect(String(result.body)).toContain(FIXTURE_LOADING);

    expect((await open('no-such-night')).statusCode).toBe(404);
    expect((await open('Not.A.Night')).statusCode).toBe(404);
  });
});
