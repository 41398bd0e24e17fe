import { ProvisionedThroughputExceededException, ThrottlingException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  ScanCommand,
  type QueryCommandInput,
  type QueryCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEWS_PAGE_SIZE, PostStatus, type BlogPostList } from '../../../common/news/news';
import { POSTS_BY_STATUS_INDEX } from '../../../lambdas/domain/news/posts';
import { handler } from '../../../lambdas/handlers/list-blog-posts';
import type { PostItem } from '../../../lambdas/domain/news/post-item';
import { tableEnvVar } from '../../../lambdas/table-keys';
import { apiEvent, errorText, header, jsonBody } from '../../support/api-event';
import { captureLogs, type CapturedLogs } from '../../support/captured-logs';
import { REFUSAL_CACHE_SECONDS } from '../../../lambdas/runtime/handler';

const ddbMock = mockClient(DynamoDBDocumentClient);
const POSTS_TABLE = 'unit-posts';
const COUNTERS_TABLE = 'unit-counters';

/** A post as it sits in the posts table (the catalogue's item shape). */
type StoredPost = PostItem;

const DAY = 86_400_000;
const BASE = Date.UTC(2025, 0, 1);

function storedPost(n: number, extra: Partial<StoredPost> = {}): StoredPost {
  const publishedAt = BASE + n * DAY;
  return {
    id: `post-${n}`,
    title: `Match report ${n}`,
    content: `<p>Report number ${n}</p>`,
    status: PostStatus.published,
    createdAt: publishedAt - DAY,
    publishedAt,
    sortDate: publishedAt,
    authorName: 'Club Secretary',
    category: 'Match Reports',
    ...extra,
  };
}

/**
 * Stands in for the byStatus index's `published` partition: honours ScanIndexForward: false,
 * Limit, ExclusiveStartKey and Select: 'COUNT', and stops each page at `pageSize` items the way
 * DynamoDB stops at 1 MB.
 */
function publishedIndex(posts: readonly StoredPost[], pageSize: number) {
  const ordered = [...posts].sort((a, b) => b.sortDate - a.sortDate);
  return (input: QueryCommandInput): Partial<QueryCommandOutput> => {
    const after = input.ExclusiveStartKey?.id;
    const start = after === undefined ? 0 : ordered.findIndex((post) => post.id === after) + 1;
    const page = ordered.slice(start, start + Math.min(pageSize, input.Limit ?? Infinity));
    const last = page.at(-1);
    const LastEvaluatedKey =
      last && start + page.length < ordered.length ? { id: last.id, status: last.status, sortDate: last.sortDate } : undefined;
    if (input.Select === 'COUNT') return { Count: page.length, LastEvaluatedKey };
    return { Items: page, Count: page.length, LastEvaluatedKey };
  };
}

/** The published posts, and their counter holding how many there are. */
function seedIndex(count: number, pageSize = 100): StoredPost[] {
  const posts = Array.from({ length: count }, (_, i) => storedPost(i + 1));
  seedPosts(posts, pageSize);
  return posts;
}

function seedPosts(posts: readonly StoredPost[], pageSize = 100): void {
  ddbMock.on(QueryCommand).callsFake(publishedIndex(posts, pageSize));
  ddbMock
    .on(GetCommand, { TableName: COUNTERS_TABLE, Key: { list: 'posts#published' } })
    .resolves({ Item: { list: 'posts#published', count: posts.length } });
}

function newestFirstIds(posts: readonly StoredPost[]): string[] {
  return [...posts].sort((a, b) => b.sortDate - a.sortDate).map((post) => post.id);
}

function listEvent(query: Record<string, string> = {}) {
  return apiEvent({ path: '/public/api/blog-posts', query });
}

function itemQueries(): QueryCommandInput[] {
  return ddbMock
    .commandCalls(QueryCommand)
    .map((call) => call.args[0].input)
    .filter((input) => input.Select !== 'COUNT');
}

function countQueries(): QueryCommandInput[] {
  return ddbMock
    .commandCalls(QueryCommand)
    .map((call) => call.args[0].input)
    .filter((input) => input.Select === 'COUNT');
}

describe('GET /public/api/blog-posts', () => {
  let logs: CapturedLogs;

  beforeEach(() => {
    ddbMock.reset();
    vi.stubEnv(tableEnvVar('posts'), POSTS_TABLE);
    vi.stubEnv(tableEnvVar('counters'), COUNTERS_TABLE);
    logs = captureLogs();
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  describe('reading', () => {
    it('queries the byStatus index of the posts table for published posts, newest first', async () => {
      seedIndex(3);

      await handler(listEvent());

      const queries = ddbMock.commandCalls(QueryCommand).map((call) => call.args[0].input);
      expect(queries.length).toBeGreaterThanOrEqual(1);
      for (const input of queries) {
        expect(input).toMatchObject({
          TableName: POSTS_TABLE,
          IndexName: POSTS_BY_STATUS_INDEX,
          KeyConditionExpression: '#status = :published',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':published': PostStatus.published },
          ScanIndexForward: false,
        });
      }
    });

    it('never scans the posts table', async () => {
      seedIndex(3);

      await handler(listEvent());

      expect(ddbMock.commandCalls(ScanCommand)).toHaveLength(0);
    });

    it('passes over the skipped posts by key alone, then reads only the requested page', async () => {
      seedIndex(20);

      await handler(listEvent({ limit: '6', offset: '12' }));

      expect(countQueries()).toEqual([expect.objectContaining({ Limit: 12, Select: 'COUNT' })]);
      expect(itemQueries()).toEqual([expect.objectContaining({ Limit: 6, ExclusiveStartKey: expect.objectContaining({ id: 'post-9' }) })]);
    });
  });

  describe('paging', () => {
    it('answers the newest six posts from offset 0 when no query is given', async () => {
      const posts = seedIndex(9);

      const result = await handler(listEvent());

      const body = jsonBody(result) as BlogPostList;
      expect(result.statusCode).toBe(200);
      expect(body.posts.map((post) => post.id)).toEqual(newestFirstIds(posts).slice(0, NEWS_PAGE_SIZE));
      expect(body.pagination).toEqual({ total: posts.length, limit: NEWS_PAGE_SIZE, offset: 0, hasMore: true });
    });

    it('answers the page at the requested offset and limit', async () => {
      const posts = seedIndex(20);

      const result = await handler(listEvent({ limit: '6', offset: '6' }));

      const body = jsonBody(result) as BlogPostList;
      expect(body.posts.map((post) => post.id)).toEqual(newestFirstIds(posts).slice(6, 12));
      expect(body.pagination).toEqual({ total: 20, limit: 6, offset: 6, hasMore: true });
    });

    it('reads on across DynamoDB pages until the requested page is in hand', async () => {
      const posts = seedIndex(15, 4);

      const result = await handler(listEvent({ limit: '6', offset: '6' }));

      const body = jsonBody(result) as BlogPostList;
      expect(body.posts.map((post) => post.id)).toEqual(newestFirstIds(posts).slice(6, 12));
      const queries = itemQueries();
      expect(countQueries().map((input) => input.Limit)).toEqual([6, 2]);
      expect(queries.map((input) => input.Limit)).toEqual([6, 2]);
      expect(queries[0]?.ExclusiveStartKey).toMatchObject({ id: newestFirstIds(posts)[5] });
      expect(queries[1]?.ExclusiveStartKey).toMatchObject({ id: newestFirstIds(posts)[9] });
    });

    it('takes the total from the list counter, without counting the posts', async () => {
      seedIndex(10, 4);

      const result = await handler(listEvent({ limit: '6' }));

      const body = jsonBody(result) as BlogPostList;
      expect(body.pagination).toEqual({ total: 10, limit: 6, offset: 0, hasMore: true });
      expect(countQueries()).toHaveLength(0);
      expect(ddbMock.commandCalls(GetCommand)).toHaveLength(1);
    });

    it('says there is no more on the last page', async () => {
      const posts = seedIndex(8);

      const result = await handler(listEvent({ limit: '6', offset: '6' }));

      const body = jsonBody(result) as BlogPostList;
      expect(body.posts.map((post) => post.id)).toEqual(newestFirstIds(posts).slice(6));
      expect(body.pagination).toEqual({ total: 8, limit: 6, offset: 6, hasMore: false });
    });

    it('pages deep into a long list (no cap at a thousand)', async () => {
      const posts = seedIndex(2_500, 1_000);

      const result = await handler(listEvent({ limit: '50', offset: '2400' }));

      const body = jsonBody(result) as BlogPostList;
      expect(result.statusCode).toBe(200);
      expect(body.posts.map((post) => post.id)).toEqual(newestFirstIds(posts).slice(2400, 2450));
      expect(body.pagination.hasMore).toBe(true);
    });

    it('answers an empty list with the total, reading no posts, when the offset is past the last post', async () => {
      seedIndex(5, 2);

      const result = await handler(listEvent({ limit: '6', offset: '12' }));

      expect(result.statusCode).toBe(200);
      expect(jsonBody(result)).toEqual({ posts: [], pagination: { total: 5, limit: 6, offset: 12, hasMore: false } });
      expect(ddbMock.commandCalls(QueryCommand)).toHaveLength(0);
    });

    it('answers an empty page when the list is shorter than its counter says', async () => {
      const posts = Array.from({ length: 3 }, (_, i) => storedPost(i + 1));
      ddbMock.on(QueryCommand).callsFake(publishedIndex(posts, 100));
      ddbMock.on(GetCommand).resolves({ Item: { list: 'posts#published', count: 9 } });

      const result = await handler(listEvent({ limit: '6', offset: '6' }));

      expect(result.statusCode).toBe(200);
      expect((jsonBody(result) as BlogPostList).posts).toEqual([]);
    });

    it('answers an empty list with a total of 0 when nothing is published', async () => {
      seedIndex(0);

      const result = await handler(listEvent());

      expect(jsonBody(result)).toEqual({ posts: [], pagination: { total: 0, limit: NEWS_PAGE_SIZE, offset: 0, hasMore: false } });
    });
  });

  describe('the response', () => {
    it('shapes a stored post as the API contract says', async () => {
      const stored = storedPost(1, {
        authorName: undefined,
        authorFirstName: 'Ada',
        authorLastName: 'Okafor',
        category: 'Club News',
      });
      seedPosts([stored], 10);

      const result = await handler(listEvent());

      const body = jsonBody(result) as BlogPostList;
      expect(body.posts).toEqual([
        {
          id: stored.id,
          title: stored.title,
          content: stored.content,
          publishedAt: stored.publishedAt,
          createdAt: stored.createdAt,
          authorName: 'Ada Okafor',
          User: { firstName: 'Ada', lastName: 'Okafor' },
          category: 'Club News',
        },
      ]);
    });

    it('answers null for the publish date, user and category a stored post lacks', async () => {
      const stored = storedPost(1, { publishedAt: undefined, category: undefined, authorName: 'Webmaster' });
      seedPosts([stored], 10);

      const result = await handler(listEvent());

      const [post] = (jsonBody(result) as BlogPostList).posts;
      expect(post).toMatchObject({ publishedAt: null, User: null, category: null, authorName: 'Webmaster' });
    });

    it('answers JSON that CloudFront may cache for a short time', async () => {
      seedIndex(2);

      const result = await handler(listEvent());

      expect(header(result, 'content-type')).toMatch(/^application\/json\b/);
      expect(header(result, 'cache-control')).toMatch(/^public, max-age=[1-9]\d*$/);
    });
  });

  describe('bad query values', () => {
    it.each([
      ['limit', '-1'],
      ['limit', 'ten'],
      ['limit', '1e3'],
      ['limit', ''],
      ['limit', '0'],
      ['limit', '2.5'],
      ['limit', '100000'],
      ['limit', '99999999999999999999999'],
      ['offset', '-6'],
      ['offset', 'abc'],
      ['offset', '1e3'],
      ['offset', ''],
      ['offset', '99999999999'],
      ['offset', '9999999999999999'],
    ])('answers 400 naming %s when it is %j', async (field, value) => {
      seedIndex(3);

      const result = await handler(listEvent({ [field]: value }));

      expect(result.statusCode).toBe(400);
      expect(errorText(result)).toContain(field);
    });

    it('asks DynamoDB nothing when the query is refused', async () => {
      seedIndex(3);

      await handler(listEvent({ limit: 'lots' }));

      expect(ddbMock.calls()).toHaveLength(0);
    });

    it('answers a bad query with a 400 that CloudFront alone keeps briefly, so a loop over it is one call per edge', async () => {
      seedIndex(3);

      const result = await handler(listEvent({ offset: '-1' }));

      expect(header(result, 'cache-control')).toBe(`public, max-age=0, s-maxage=${REFUSAL_CACHE_SECONDS}`);
      expect(header(result, 'content-type')).toMatch(/^application\/json\b/);
    });
  });

  describe('failures', () => {
    it.each([
      ['ProvisionedThroughputExceededException', new ProvisionedThroughputExceededException({ message: 'Rate exceeded', $metadata: {} })],
      ['ThrottlingException', new ThrottlingException({ message: 'Rate exceeded', $metadata: {} })],
    ])('answers 503 with an error when DynamoDB is throttled (%s)', async (_name, error) => {
      seedIndex(3);
      ddbMock.on(QueryCommand).rejects(error);

      const result = await handler(listEvent());

      expect(result.statusCode).toBe(503);
      expect(errorText(result)).not.toBe('');
      expect(Number(header(result, 'retry-after'))).toBeGreaterThan(0);
    });

    it('answers 500 with a generic message that leaks nothing of the failure', async () => {
      const internal = new Error(`connect ECONNREFUSED 10.1.2.3:443 while querying ${POSTS_TABLE}`);
      seedIndex(3);
      ddbMock.on(QueryCommand).rejects(internal);

      const result = await handler(listEvent());

      expect(result.statusCode).toBe(500);
      const message = errorText(result);
      expect(message).not.toContain('ECONNREFUSED');
      expect(message).not.toContain('10.1.2.3');
      expect(message).not.toContain(POSTS_TABLE);
      expect(result.body).not.toContain('stack');
      expect(jsonBody(result)).toMatchObject({ requestId: 'test-request' });
    });

    it('answers 500, not 400, when a stored post does not match the item schema', async () => {
      seedPosts([{ ...storedPost(1), createdAt: 'yesterday' as unknown as number }]);

      const result = await handler(listEvent());

      expect(result.statusCode).toBe(500);
    });

    it('logs the unexpected failure for the operators', async () => {
      seedIndex(3);
      ddbMock.on(QueryCommand).rejects(new Error('socket hang up'));

      await handler(listEvent());

      expect(logs.lines()).toContainEqual(
        expect.objectContaining({
          level: 'ERROR',
          route: 'list-blog-posts',
          error: expect.objectContaining({ message: 'socket hang up' }),
        }),
      );
    });

    it('answers 500 without naming the variable when the posts table is not configured', async () => {
      vi.stubEnv(tableEnvVar('posts'), '');
      seedIndex(3);

      const result = await handler(listEvent());

      expect(result.statusCode).toBe(500);
      expect(errorText(result)).not.toContain(tableEnvVar('posts'));
    });
  });
});
