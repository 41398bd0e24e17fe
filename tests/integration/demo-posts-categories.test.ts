// The posts dataset on a stack loaded before the per-category lists existed: its published posts
// join the category index, each category's counter is counted once, and the category list pages
// with a true total. Also checks the demo content itself: several pages of news, corporation posts.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { CORPORATION_NEWS_CATEGORY, NEWS_PAGE_SIZE, type BlogPostList } from '../../common/news/news';
import { countChange } from '../../lambdas/runtime/counters';
import { route } from '../../lambdas/routes';
import { demoPosts } from '../../local/demo/posts';
import { demoPostItem, postsDataset } from '../../local/demo/posts-dataset';
import { seedDemoData } from '../../local/demo/seed';
import { apiEvent, jsonBody } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-demo-categories-${process.pid}-`, fn: route('list-blog-posts') });
const { handler } = await import('../../lambdas/handlers/list-blog-posts');
const workDir = mkdtempSync(join(tmpdir(), 'blaze-demo-categories-'));

afterAll(async () => {
  await local.close();
  rmSync(workDir, { recursive: true, force: true });
});

const published = demoPosts.filter((post) => post.publishedDaysAgo !== undefined);
const corporation = published.filter((post) => post.category === CORPORATION_NEWS_CATEGORY);

async function list(query: Record<string, string>): Promise<BlogPostList> {
  const result = await handler(apiEvent({ path: '/public/api/blog-posts', query }));
  expect(result.statusCode).toBe(200);
  return jsonBody(result) as BlogPostList;
}

describe('the demo posts', () => {
  it('fill several pages of the News page, with a draft and at least three corporation posts', () => {
    expect(published.length).toBeGreaterThanOrEqual(20);
    expect(published.length).toBeGreaterThan(3 * NEWS_PAGE_SIZE);
    expect(demoPosts.length - published.length).toBeGreaterThanOrEqual(1);
    expect(corporation.length).toBeGreaterThanOrEqual(3);
  });

  it('reach the category lists on a stack that stored them before those lists existed, counting each post once', async () => {
    const now = Date.UTC(2025, 5, 1);
    // What the first version of the dataset left: every post with its status counter, no category index key.
    const early = demoPosts.slice(0, 12);
    for (const post of early) {
      const item = demoPostItem(post, now);
      await local.ddb.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: local.tableName('posts'), Item: item } },
            countChange('posts', item.status, 1, local.tableName('counters')),
          ],
        }),
      );
    }
    const earlyCorporation = early.filter((post) => post.category === CORPORATION_NEWS_CATEGORY && post.publishedDaysAgo !== undefined);
    expect(earlyCorporation.length).toBeGreaterThan(0);
    expect((await list({ category: CORPORATION_NEWS_CATEGORY })).pagination.total).toBe(0);

    await seedDemoData({
      client: local.client,
      tableName: local.tableName,
      markerFile: join(workDir, 'marker.json'),
      datasets: [postsDataset(2, demoPosts)],
      now,
    });

    const corp = await list({ category: CORPORATION_NEWS_CATEGORY, limit: '50' });
    expect(corp.pagination.total).toBe(corporation.length);
    expect(corp.posts.map((post) => post.id).sort()).toEqual(corporation.map((post) => post.id).sort());
    expect((await list({})).pagination.total).toBe(published.length);
    for (const category of new Set(published.map((post) => post.category))) {
      const body = await list({ category, limit: '50' });
      expect(body.pagination.total, category).toBe(published.filter((post) => post.category === category).length);
      expect(body.posts.length, category).toBe(body.pagination.total);
    }
  });
});
