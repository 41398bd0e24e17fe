// GET /public/api/blog-posts against DynamoDB Local, on tables of this file's own.

import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_CATEGORIES, NEWS_PAGE_SIZE, PostStatus, type BlogPost, type BlogPostList } from '../../common/news/news';
import { newPostTransaction, POSTS_BY_STATUS_INDEX } from '../../lambdas/domain/news/posts';
import { apiEvent, errorText, header, jsonBody } from '../support/api-event';
import { route } from '../../lambdas/routes';
import type { PostItem } from '../../lambdas/domain/news/post-item';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-blog-posts-${process.pid}-`, fn: route('list-blog-posts') });
const { handler } = await import('../../lambdas/handlers/list-blog-posts');

/** A post as it sits in the posts table (the catalogue's item shape). */
type StoredPost = PostItem;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BASE = Date.UTC(2024, 8, 1, 12);
// Big enough that the published posts fill several 1 MB DynamoDB pages.
const BULK = 'x'.repeat(70_000);

function storedPost(id: string, fields: Omit<StoredPost, 'id' | 'sortDate' | 'title' | 'content'> & { content?: string }): StoredPost {
  return {
    id,
    title: `Title of ${id}`,
    content: fields.content ?? `<p>${id}</p><!-- ${BULK} -->`,
    sortDate: fields.publishedAt ?? fields.createdAt,
    ...fields,
  };
}

const published: StoredPost[] = Array.from({ length: 22 }, (_, i) =>
  storedPost(`it-post-${String(i).padStart(2, '0')}`, {
    status: 'published',
    createdAt: BASE + i * DAY,
    publishedAt: BASE + i * DAY + 2 * HOUR,
    authorName: 'Club Secretary',
    category: i % 2 === 0 ? 'Match Report' : 'Club News',
  }),
);
// Written long ago but published last: it leads the list.
const latePublished = storedPost('it-post-late', {
  status: 'published',
  createdAt: BASE - 90 * DAY,
  publishedAt: BASE + 40 * DAY,
  authorFirstName: 'Ada',
  authorLastName: 'Okafor',
});
// Published without a publish date: placed by its creation date.
const undated = storedPost('it-post-undated', { status: 'published', createdAt: BASE + 10 * DAY + 5 * HOUR });
// Published long ago, small, and with nothing optional.
const oldest = storedPost('it-post-oldest', { status: 'published', createdAt: BASE - 400 * DAY, content: '<p>Founded</p>' });
const drafts: StoredPost[] = [1, 2, 3].map((n) =>
  storedPost(`it-draft-${n}`, { status: 'draft', createdAt: BASE + (50 + n) * DAY, authorName: 'Editor', category: 'Match Report' }),
);

const allPublished = [...published, latePublished, undated, oldest];
const newestFirst = [...allPublished]
  .sort((a, b) => (b.publishedAt ?? b.createdAt) - (a.publishedAt ?? a.createdAt))
  .map((post) => post.id);

// Each post with its list counter, as posts are always created.
async function seed(posts: readonly StoredPost[]): Promise<void> {
  for (const post of posts) await local.ddb.send(new TransactWriteCommand(newPostTransaction(post)));
}

async function list(query: Record<string, string> = {}) {
  return handler(apiEvent({ path: '/public/api/blog-posts', query }));
}

async function listBody(query: Record<string, string> = {}): Promise<BlogPostList> {
  const result = await list(query);
  expect(result.statusCode).toBe(200);
  return jsonBody(result) as BlogPostList;
}

beforeAll(async () => {
  await seed([...allPublished, ...drafts]);
});

afterAll(async () => {
  await local.close();
});

describe('GET /public/api/blog-posts on DynamoDB Local', () => {
  it('is seeded with more published posts than one DynamoDB page holds', async () => {
    const firstPage = await local.ddb.send(
      new QueryCommand({
        TableName: local.tableName('posts'),
        IndexName: POSTS_BY_STATUS_INDEX,
        KeyConditionExpression: '#status = :published',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':published': PostStatus.published },
      }),
    );

    expect(firstPage.LastEvaluatedKey).toBeDefined();
    expect(firstPage.Count).toBeLessThan(NEWS_PAGE_SIZE * 3);
  });

  it('answers the newest six published posts from offset 0 by default', async () => {
    const body = await listBody();

    expect(body.posts.map((post) => post.id)).toEqual(newestFirst.slice(0, NEWS_PAGE_SIZE));
    expect(body.pagination).toEqual({ total: allPublished.length, limit: NEWS_PAGE_SIZE, offset: 0, hasMore: true });
  });

  it('answers only published posts', async () => {
    const body = await listBody({ limit: '50' });

    const ids = body.posts.map((post) => post.id);
    expect(ids).toHaveLength(allPublished.length);
    expect(ids.filter((id) => id.startsWith('it-draft-'))).toEqual([]);
  });

  it('orders posts newest first by publish date, else by creation date', async () => {
    const body = await listBody({ limit: '50' });

    expect(body.posts.map((post) => post.id)).toEqual(newestFirst);
    expect(body.posts[0]?.id).toBe(latePublished.id);
  });

  it('counts every published post, and no draft, in pagination.total', async () => {
    const body = await listBody({ limit: '6' });

    expect(body.pagination.total).toBe(allPublished.length);
  });

  it('pages through every published post six at a time with no duplicate and no gap', async () => {
    const seen: string[] = [];
    const totals = new Set<number>();

    for (let offset = 0; offset < allPublished.length; offset += NEWS_PAGE_SIZE) {
      const body = await listBody({ limit: String(NEWS_PAGE_SIZE), offset: String(offset) });
      expect(body.pagination).toMatchObject({ limit: NEWS_PAGE_SIZE, offset, hasMore: offset + NEWS_PAGE_SIZE < allPublished.length });
      expect(body.posts.length).toBe(Math.min(NEWS_PAGE_SIZE, allPublished.length - offset));
      seen.push(...body.posts.map((post) => post.id));
      totals.add(body.pagination.total);
    }

    expect(seen).toEqual(newestFirst);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...totals]).toEqual([allPublished.length]);
  });

  it('answers the last partial page', async () => {
    const offset = Math.floor((allPublished.length - 1) / NEWS_PAGE_SIZE) * NEWS_PAGE_SIZE;
    expect(allPublished.length - offset).toBeLessThan(NEWS_PAGE_SIZE);

    const body = await listBody({ limit: '6', offset: String(offset) });

    expect(body.posts.map((post) => post.id)).toEqual(newestFirst.slice(offset));
  });

  it('answers an empty list with the right total when the offset is past the end', async () => {
    const pastTheEnd = (Math.ceil(allPublished.length / NEWS_PAGE_SIZE) + 1) * NEWS_PAGE_SIZE;
    const body = await listBody({ limit: '6', offset: String(pastTheEnd) });

    expect(body).toEqual({
      posts: [],
      pagination: { total: allPublished.length, limit: 6, offset: pastTheEnd, hasMore: false },
    });
  });

  it('answers each post in the shape of the API contract', async () => {
    const body = await listBody({ limit: '50' });
    const byId = new Map<string, BlogPost>(body.posts.map((post) => [post.id, post]));

    expect(byId.get(latePublished.id)).toEqual({
      id: latePublished.id,
      title: latePublished.title,
      content: latePublished.content,
      publishedAt: latePublished.publishedAt,
      createdAt: latePublished.createdAt,
      authorName: 'Ada Okafor',
      User: { firstName: 'Ada', lastName: 'Okafor' },
      category: null,
    });
    expect(byId.get(oldest.id)).toEqual({
      id: oldest.id,
      title: oldest.title,
      content: '<p>Founded</p>',
      publishedAt: null,
      createdAt: oldest.createdAt,
      authorName: '',
      User: null,
      category: null,
    });
  });

  it('answers the keys of the contract and no others', async () => {
    const body = await listBody({ limit: '6' });

    expect(Object.keys(body).sort()).toEqual(['pagination', 'posts']);
    expect(Object.keys(body.posts[0] ?? {}).sort()).toEqual(
      ['id', 'title', 'content', 'publishedAt', 'createdAt', 'authorName', 'User', 'category'].sort(),
    );
  });

  it('answers JSON that CloudFront may cache for a short time', async () => {
    const result = await list();

    expect(header(result, 'content-type')).toMatch(/^application\/json\b/);
    expect(header(result, 'cache-control')).toMatch(/^public, max-age=[1-9]\d*$/);
  });

  describe('one category', () => {
    const inCategory = (category: string) => newestFirst.filter((id) => allPublished.find((post) => post.id === id)?.category === category);

    it('answers only that category, newest first, with its own total and no draft', async () => {
      const expected = inCategory('Match Report');

      const body = await listBody({ category: 'Match Report', limit: '50' });

      expect(expected.length).toBe(11);
      expect(body.posts.map((post) => post.id)).toEqual(expected);
      expect(body.posts.every((post) => post.category === 'Match Report')).toBe(true);
      expect(body.pagination).toEqual({ total: expected.length, limit: 50, offset: 0, hasMore: false });
    });

    it('pages through the category six at a time with no duplicate and no gap', async () => {
      const expected = inCategory('Club News');
      const seen: string[] = [];

      for (let offset = 0; offset < expected.length; offset += NEWS_PAGE_SIZE) {
        const body = await listBody({ category: 'Club News', offset: String(offset) });
        expect(body.pagination).toEqual({
          total: expected.length,
          limit: NEWS_PAGE_SIZE,
          offset,
          hasMore: offset + NEWS_PAGE_SIZE < expected.length,
        });
        seen.push(...body.posts.map((post) => post.id));
      }

      expect(seen).toEqual(expected);
    });

    it('answers an empty list with total 0 for a category no published post has', async () => {
      const body = await listBody({ category: 'Rental' });

      expect(body).toEqual({ posts: [], pagination: { total: 0, limit: NEWS_PAGE_SIZE, offset: 0, hasMore: false } });
    });

    it('takes only the categories officers file posts under, exactly: any other text is a 400, never a cache key', async () => {
      for (const category of ['match report', 'Match', 'Fixtures', ' Club News']) {
        const result = await list({ category });
        expect(result.statusCode, category).toBe(400);
        expect(errorText(result)).toContain(`category must be one of ${NEWS_CATEGORIES.join(', ')}`);
      }
    });
  });

  describe('bad query values', () => {
    it.each([
      ['limit', '-1'],
      ['limit', 'six'],
      ['limit', '1e3'],
      ['limit', ''],
      ['limit', '100000'],
      ['limit', '0'],
      ['limit', '4'],
      ['offset', '-1'],
      ['offset', '5'],
      ['offset', 'page2'],
      ['offset', '1e3'],
      ['offset', ''],
      ['offset', '99999999999'],
      ['category', ''],
      ['category', '   '],
      ['category', 'x'.repeat(101)],
      ['category', 'Fixtures'],
    ])('answers 400 with an error naming %s when it is %j', async (field, value) => {
      const result = await list({ [field]: value });

      expect(result.statusCode).toBe(400);
      expect(errorText(result)).toContain(field);
      expect(header(result, 'content-type')).toMatch(/^application\/json\b/);
    });
  });
});
