// Demo content loads dataset by dataset (local/demo/seed.ts): a dataset new or raised in version
// adds its missing items on the next run, keeps what a person changed, and counts each new post
// once in the counter the news list reads for its total.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { clubYear } from '../../common/club-time';
import { addFigures, type PlayerFigures, sheetFigures } from '../../common/fixtures/match-sheet';
import type { BlogPostList } from '../../common/news/news';
import { playerStatsItemSchema } from '../../lambdas/domain/squad/player-stats-item';
import { counterKey, countChange } from '../../lambdas/runtime/counters';
import { SENT_NEWSLETTERS_LIST } from '../../lambdas/domain/newsletter/newsletter-report';
import { RENTAL_SETTINGS_GROUP } from '../../lambdas/domain/rental/settings';
import { route } from '../../lambdas/routes';
import { tableNames, type TableName } from '../../lambdas/table-keys';
import { createTables } from '../../local/aws/create-tables';
import { demoBookings } from '../../local/demo/bookings-dataset';
import { demoSquad } from '../../local/demo/squad';
import { eligibilityAt, seasonDocumentIds } from '../../common/squad/eligibility';
import { registrationItemSchema, signatureItemSchema } from '../../lambdas/domain/eligibility/eligibility-item';
import { signedVersions } from '../../lambdas/domain/eligibility/eligibility-records';
import { demoRequestItems } from '../../local/demo/requests-dataset';
import { demoGameItems } from '../../local/demo/games-dataset';
import { demoMeetings } from '../../local/demo/meetings';
import { demoPosts, type DemoPost } from '../../local/demo/posts';
import { demoPostItem, postsDataset } from '../../local/demo/posts-dataset';
import { rentalSettingsDataset } from '../../local/demo/rental-settings-dataset';
import { demoDatasets, seedDemoData } from '../../local/demo/seed';
import { demoMembers, demoMembershipTypes } from '../../local/demo/memberships-dataset';
import { handlerEnv } from '../../local/handler-env';
import { apiEvent, jsonBody } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const listRow = route('list-blog-posts');
/** The squad's adults still playing, whom the eligibility dataset registers and signs for. */
const demoAdults = demoSquad.filter((player) => !player.retired && player.under18 === undefined);

const local = await useLocalDynamoDb({ fn: listRow });
const { handler: listPosts } = await import('../../lambdas/handlers/list-blog-posts');

const workDir = mkdtempSync(join(tmpdir(), 'blaze-demo-seed-'));
const made: ((name: TableName) => string)[] = [];
let run = 0;

interface Fresh {
  readonly tableName: (name: TableName) => string;
  readonly markerFile: string;
}

/** Empty tables and no marker; the news list handler's environment names these tables. */
async function fresh(): Promise<Fresh> {
  run++;
  const prefix = `it-demo-seed-${process.pid}-${run}-`;
  const tableName = (name: TableName) => `${prefix}${name}`;
  await createTables(local.client, tableName);
  made.push(tableName);
  Object.assign(process.env, handlerEnv(listRow, { ...local.stack, tableName }));
  return { tableName, markerFile: join(workDir, `marker-${run}.json`) };
}

async function newsTotal(): Promise<number> {
  const result = await listPosts(apiEvent({ path: '/public/api/blog-posts' }));
  expect(result.statusCode).toBe(200);
  return (jsonBody(result) as BlogPostList).pagination.total;
}

async function post(tables: Fresh, id: string) {
  return (await local.ddb.send(new GetCommand({ TableName: tables.tableName('posts'), Key: { id } }))).Item;
}

async function setting(tables: Fresh, key: string) {
  return (await local.ddb.send(new GetCommand({ TableName: tables.tableName('settings'), Key: { group: RENTAL_SETTINGS_GROUP, key } })))
    .Item;
}

const isPublished = (p: DemoPost) => p.publishedDaysAgo !== undefined;
const firstPosts = demoPosts.slice(0, 3);
const [firstPost] = firstPosts as [DemoPost];
const laterPost: DemoPost = {
  ...firstPost,
  id: 'demo-later-addition',
  title: 'A post a later change adds',
  publishedDaysAgo: 1,
  createdDaysAgo: 1,
};

afterAll(async () => {
  for (const tableName of made) {
    await Promise.all(
      tableNames.map((name) => local.client.send(new DeleteTableCommand({ TableName: tableName(name) })).catch(() => undefined)),
    );
  }
  rmSync(workDir, { recursive: true, force: true });
  await local.close();
});

describe('seedDemoData', () => {
  it('loads every demo dataset into empty tables, and the news list counts the published posts', async () => {
    const tables = await fresh();

    // The gallery, the store, the squad and the club upload to S3, which this file does not run:
    // gallery-dataset.test.ts, store-dataset.test.ts, squad-dataset.test.ts and club-dataset.test.ts seed them.
    const outcomes = await seedDemoData({
      client: local.client,
      ...tables,
      datasets: demoDatasets.filter((d) => !['gallery', 'store', 'squad', 'club'].includes(d.name)),
    });

    expect(outcomes).toEqual([
      { name: 'posts', version: expect.any(Number), added: demoPosts.length },
      { name: 'rental-settings', version: expect.any(Number), added: 5 },
      // The model and the first version of the hire terms.
      { name: 'rental-model', version: expect.any(Number), added: 2 },
      { name: 'meetings', version: expect.any(Number), added: demoMeetings.length },
      { name: 'games', version: expect.any(Number), added: demoGameItems(Date.now()).length },
      // Four document versions, the adults' registrations but one, and their signatures but one.
      { name: 'eligibility', version: expect.any(Number), added: 4 + (demoAdults.length - 1) + (demoAdults.length * 3 - 1) },
      { name: 'bookings', version: expect.any(Number), added: demoBookings.length },
      { name: 'requests', version: expect.any(Number), added: demoRequestItems(Date.now()).length },
      { name: 'newsletters', version: expect.any(Number), added: 1 },
      // This season's and the next's types, and the other members' memberships.
      { name: 'memberships', version: expect.any(Number), added: demoMembershipTypes.length * 2 + demoMembers.length },
      // The banquet and the quiz night, each with the booking that takes the hall.
      { name: 'club-nights', version: expect.any(Number), added: 2 },
    ]);
    expect(await newsTotal()).toBe(demoPosts.filter(isPublished).length);
    // The archive's total counts the sent demo newsletter.
    const sentCount = await local.ddb.send(
      new GetCommand({ TableName: tables.tableName('counters'), Key: { list: counterKey('newsletters', SENT_NEWSLETTERS_LIST) } }),
    );
    expect(sentCount.Item?.count).toBe(1);
    expect((await setting(tables, 'hourly_rate'))?.value).toBe('100');
    // The demo member's player signed the waiver's first version only: /account asks for the second.
    const records = await local.ddb.send(
      new QueryCommand({
        TableName: tables.tableName('eligibility'),
        KeyConditionExpression: 'playerSlug = :slug',
        ExpressionAttributeValues: { ':slug': 'tomas-rivera' },
      }),
    );
    const documents = await Promise.all(
      seasonDocumentIds.map(async (id) => {
        const newest = await local.ddb.send(
          new QueryCommand({
            TableName: tables.tableName('seasonDocuments'),
            KeyConditionExpression: 'documentId = :id',
            ExpressionAttributeValues: { ':id': id },
            ScanIndexForward: false,
            Limit: 1,
          }),
        );
        return { id, version: Number(newest.Items?.[0]?.version) };
      }),
    );
    const items = records.Items ?? [];
    const registration = registrationItemSchema.parse(items.find((item) => item.record === 'registration'));
    const signatures = items.filter((item) => item.record !== 'registration').map((item) => signatureItemSchema.parse(item));
    const signed = signedVersions(signatures, clubYear(Date.now()));
    expect(eligibilityAt(Date.now(), { registration, documents, signed }).reasons).toEqual([
      { kind: 'document-outdated', documentId: 'waiver', signedVersion: 1, version: 2 },
    ]);
    // Each season's statistics are its demo sheets' figures, as the common rule counts them.
    const thisSeason = clubYear(Date.now());
    for (const season of [thisSeason, thisSeason - 1]) {
      const sum = new Map<string, PlayerFigures>();
      for (const item of demoGameItems(Date.now())) if (item.sheet && item.season === season) addFigures(sum, sheetFigures(item.sheet));
      const stored = await local.ddb.send(
        new QueryCommand({
          TableName: tables.tableName('playerStats'),
          KeyConditionExpression: '#season = :season',
          ExpressionAttributeNames: { '#season': 'season' },
          ExpressionAttributeValues: { ':season': season },
        }),
      );
      const bySlug = (stored.Items ?? []).map((raw) => {
        const { season: _season, playerSlug, ...figures } = playerStatsItemSchema.parse(raw);
        return [playerSlug, figures] as const;
      });
      expect(sum.size).toBeGreaterThan(10);
      expect(Object.fromEntries(bySlug)).toEqual(Object.fromEntries(sum));
    }
  });

  it('adds the items of a raised version, keeps the items a person edited, and counts each new post once', async () => {
    const tables = await fresh();
    await seedDemoData({
      client: local.client,
      ...tables,
      datasets: [postsDataset(1, firstPosts), rentalSettingsDataset(1, { hourly_rate: '100' })],
    });
    await local.ddb.send(
      new UpdateCommand({
        TableName: tables.tableName('posts'),
        Key: { id: firstPost.id },
        UpdateExpression: 'SET title = :title',
        ExpressionAttributeValues: { ':title': 'Edited by an officer' },
      }),
    );
    await local.ddb.send(
      new PutCommand({
        TableName: tables.tableName('settings'),
        Item: { group: RENTAL_SETTINGS_GROUP, key: 'hourly_rate', value: '120', updatedAt: 1 },
      }),
    );

    const outcomes = await seedDemoData({
      client: local.client,
      ...tables,
      datasets: [postsDataset(2, [...firstPosts, laterPost]), rentalSettingsDataset(2, { hourly_rate: '100', daily_rate: '800' })],
    });

    expect(outcomes).toEqual([
      { name: 'posts', version: 2, added: 1 },
      { name: 'rental-settings', version: 2, added: 1 },
    ]);
    expect((await post(tables, firstPost.id))?.title).toBe('Edited by an officer');
    expect((await post(tables, laterPost.id))?.title).toBe(laterPost.title);
    expect((await setting(tables, 'hourly_rate'))?.value).toBe('120');
    expect((await setting(tables, 'daily_rate'))?.value).toBe('800');
    expect(await newsTotal()).toBe(firstPosts.filter(isPublished).length + 1);
  });

  it('loads nothing when the versions are unchanged, so an item deleted locally stays deleted', async () => {
    const tables = await fresh();
    await seedDemoData({ client: local.client, ...tables, datasets: [postsDataset(1, firstPosts)] });
    // What an officer's delete does: the post goes, and its list counts one less.
    await local.ddb.send(new DeleteCommand({ TableName: tables.tableName('posts'), Key: { id: firstPost.id } }));
    const { Update } = countChange('posts', 'published', -1, tables.tableName('counters'));
    if (Update) await local.ddb.send(new UpdateCommand(Update));

    const outcomes = await seedDemoData({ client: local.client, ...tables, datasets: [postsDataset(1, firstPosts)] });

    expect(outcomes).toEqual([{ name: 'posts', version: 1, added: undefined }]);
    expect(await post(tables, firstPost.id)).toBeUndefined();
    expect(await newsTotal()).toBe(firstPosts.filter(isPublished).length - 1);
  });

  it('loads a dataset new to the marker without loading the others again', async () => {
    const tables = await fresh();
    await seedDemoData({ client: local.client, ...tables, datasets: [postsDataset(1, firstPosts)] });

    const outcomes = await seedDemoData({
      client: local.client,
      ...tables,
      datasets: [postsDataset(1, firstPosts), rentalSettingsDataset(1, { hourly_rate: '100' })],
    });

    expect(outcomes).toEqual([
      { name: 'posts', version: 1, added: undefined },
      { name: 'rental-settings', version: 1, added: 1 },
    ]);
    expect(JSON.parse(readFileSync(tables.markerFile, 'utf8'))).toEqual({
      posts: { version: 1, loadedAt: expect.any(String) },
      'rental-settings': { version: 1, loadedAt: expect.any(String) },
    });
  });

  it('counts the posts a stack stored before it had counters, and adds none of them twice', async () => {
    const tables = await fresh();
    const now = Date.now();
    for (const demo of firstPosts) {
      await local.ddb.send(new PutCommand({ TableName: tables.tableName('posts'), Item: demoPostItem(demo, now) }));
    }

    const outcomes = await seedDemoData({ client: local.client, ...tables, datasets: [postsDataset(1, firstPosts)] });

    expect(outcomes).toEqual([{ name: 'posts', version: 1, added: 0 }]);
    expect(await newsTotal()).toBe(firstPosts.filter(isPublished).length);
  });
});
