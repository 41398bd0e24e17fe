// GET /public/api/blog-posts/{slug} against DynamoDB Local, on tables of this file's own.

import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost } from '../../common/news/news';
import { newPostTransaction } from '../../lambdas/domain/news/posts';
import { route } from '../../lambdas/routes';
import type { PostItem } from '../../lambdas/domain/news/post-item';
import { apiEvent, errorText, header, jsonBody } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { REFUSAL_CACHE_SECONDS } from '../../lambdas/runtime/handler';

const local = await useLocalDynamoDb({
  ownTablesPrefix: `it-blog-post-${process.pid}-`,
  fn: route('get-blog-post'),
  seeds: ['posts', 'counters'],
});
const { handler } = await import('../../lambdas/handlers/get-blog-post');

const BASE = Date.UTC(2025, 2, 14, 18, 30);

const published: PostItem = {
  id: 'spring-open-day',
  title: 'Spring Open Day',
  content: '<p>Come and try <strong>rugby</strong>.</p>',
  status: 'published',
  sortDate: BASE,
  publishedAt: BASE,
  createdAt: BASE - 3_600_000,
  authorFirstName: 'Ada',
  authorLastName: 'Okafor',
  category: 'Club News',
};
const draft: PostItem = {
  id: 'secret-plans',
  title: 'Secret plans',
  content: '<p>Not yet.</p>',
  status: 'draft',
  sortDate: BASE,
  createdAt: BASE,
  authorName: 'Editor',
};

async function get(slug: string) {
  return handler(
    apiEvent({ path: `/public/api/blog-posts/${slug}`, routePath: '/public/api/blog-posts/{slug}', pathParameters: { slug } }),
  );
}

beforeAll(async () => {
  for (const post of [published, draft]) await local.ddb.send(new TransactWriteCommand(newPostTransaction(post, local.tableName)));
});

afterAll(async () => {
  await local.close();
});

describe('GET /public/api/blog-posts/{slug} on DynamoDB Local', () => {
  it('answers a published post in the list shape, cacheable for a short time', async () => {
    const result = await get(published.id);

    expect(result.statusCode).toBe(200);
    expect(jsonBody(result) as BlogPost).toEqual({
      id: published.id,
      title: published.title,
      content: published.content,
      publishedAt: BASE,
      createdAt: BASE - 3_600_000,
      authorName: 'Ada Okafor',
      User: { firstName: 'Ada', lastName: 'Okafor' },
      category: 'Club News',
    });
    expect(header(result, 'cache-control')).toMatch(/^public, max-age=[1-9]\d*$/);
  });

  it.each([
    ['a draft', draft.id],
    ['an unknown slug', 'no-such-post'],
  ])('answers 404 with an error for %s, which CloudFront alone keeps briefly', async (_case, slug) => {
    const result = await get(slug);

    expect(result.statusCode).toBe(404);
    expect(errorText(result)).toBe('News post not found.');
    expect(header(result, 'cache-control')).toBe(`public, max-age=0, s-maxage=${REFUSAL_CACHE_SECONDS}`);
  });

  it.each([
    ['upper case', 'Spring-Open-Day'],
    ['a dot', 'spring.open'],
    ['a space', 'spring open'],
    ['a double hyphen', 'spring--open'],
    ['a leading hyphen', '-spring'],
    ['too long', 'a'.repeat(201)],
  ])('answers 404 saying what a slug is when it has %s (the wrapper: a path that cannot exist is not found)', async (_case, slug) => {
    const result = await get(slug);

    expect(result.statusCode).toBe(404);
    expect(errorText(result)).toContain('slug');
  });
});
