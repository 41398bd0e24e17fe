// GET /news/{slug+}, the post page function, against DynamoDB Local: the post frame of a site build
// (tests/support/site-build-fixture.ts, as the build writes it) with the post's own head, as a shared link's preview reads it.

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderedPageKey } from '../../common/site-build/rendered-pages';
import { newPostTransaction } from '../../lambdas/domain/news/posts';
import { route } from '../../lambdas/routes';
import { tableEnvVar } from '../../lambdas/table-keys';
import type { PostItem } from '../../lambdas/domain/news/post-item';
import { apiEvent, header } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { headOf } from '../support/page-head-reader';
import { FIXTURE_BUILD_ORIGIN, FIXTURE_LOADING, fixtureFrames, writeSiteBuildFixture } from '../support/site-build-fixture';

const SITE_URL = 'https://club.example/';
const build = await writeSiteBuildFixture();

const local = await useLocalDynamoDb({
  ownTablesPrefix: `it-news-page-${process.pid}-`,
  fn: route('news-post-page'),
  // Posts are seeded as the officers' row writes them.
  seeds: ['posts', 'counters'],
  site: { siteBuildDir: build.dir, siteUrl: SITE_URL },
});
const { handler } = await import('../../lambdas/handlers/news-post-page');

const BASE = Date.UTC(2025, 2, 14, 18, 30);
const post = (id: string, fields: Partial<PostItem>): PostItem => ({
  id,
  title: 'Spring Open Day',
  content: '<p>Come and try <strong>rugby</strong></p><p>All welcome.</p>',
  status: 'published',
  sortDate: BASE,
  publishedAt: BASE,
  createdAt: BASE,
  authorName: 'Ada Okafor',
  ...fields,
});
const openDay = post('spring-open-day', {});
const withPhoto = post('cup-final', {
  title: 'Cup final: Blaze 24, Lions 10',
  content: '<p>What a day.</p><p><img src="/media/posts/final.webp" alt="The team"></p><img src="https://example.org/second.jpg">',
});
const hostile = post('hostile-title', {
  title: '"><script>alert(1)</script> & <b>friends</b>',
  content: '<p>Plain &lt;text&gt; with "quotes".</p>',
});
const draft = post('secret-plans', { status: 'draft', publishedAt: undefined });

async function get(slug: string) {
  return handler(apiEvent({ path: `/news/${slug}`, routePath: '/news/{slug+}', pathParameters: { slug } }));
}

beforeAll(async () => {
  for (const item of [openDay, withPhoto, hostile, draft]) {
    await local.ddb.send(new TransactWriteCommand(newPostTransaction(item, local.tableName)));
  }
});

afterAll(async () => {
  await local.close();
  await build.remove();
});

describe('GET /news/{slug+} on DynamoDB Local', () => {
  it("answers the post frame with the post's own title, description, address and card, cacheable for a short time", async () => {
    const result = await get(openDay.id);

    expect(result.statusCode).toBe(200);
    expect(header(result, 'content-type')).toBe('text/html; charset=utf-8');
    expect(header(result, 'cache-control')).toMatch(/^public, max-age=[1-9]\d*$/);
    const head = headOf(String(result.body));
    expect(head.titles).toEqual(['Spring Open Day | Blaze Rugby Club']);
    expect(head.description).toEqual(['Come and try rugby All welcome.']);
    expect(head.ogTitle).toEqual(['Spring Open Day | Blaze Rugby Club']);
    expect(head.ogDescription).toEqual(['Come and try rugby All welcome.']);
    expect(head.canonical).toEqual(['https://club.example/news/spring-open-day']);
    expect(head.ogUrl).toEqual(['https://club.example/news/spring-open-day']);
    // No post photo: the club's own picture, at the site's address.
    expect(head.ogImage).toEqual([`https://club.example${'/img/hero/hero-poster-1280.webp'}`]);
  });

  it('answers the same post, with its one canonical address, after a trailing slash', async () => {
    const result = await get(`${openDay.id}/`);

    expect(result.statusCode).toBe(200);
    expect(headOf(String(result.body)).canonical).toEqual(['https://club.example/news/spring-open-day']);
  });

  it("keeps the rest of the frame, its addresses moved from the build's origin to the site's", async () => {
    const body = String((await get(openDay.id)).body);

    expect(body).toContain(FIXTURE_LOADING);
    expect(body).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    expect(body).toContain('{"url":"https://club.example/"}');
    expect(body).not.toContain(FIXTURE_BUILD_ORIGIN);
  });

  it("shows the post's first photo on its card, at an absolute address", async () => {
    const head = headOf(String((await get(withPhoto.id)).body));

    expect(head.ogImage).toEqual(['https://club.example/media/posts/final.webp']);
    expect(head.document.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')).toBe(withPhoto.title);
    expect(head.document.querySelector('meta[property="og:image:width"]')).toBeNull();
  });

  it("writes a hostile title and text as text: nothing in the post's words becomes markup", async () => {
    const result = await get(hostile.id);
    const body = String(result.body);
    const head = headOf(body);

    expect(result.statusCode).toBe(200);
    expect(head.titles).toEqual([`${hostile.title} | Blaze Rugby Club`]);
    expect(head.ogTitle).toEqual([`${hostile.title} | Blaze Rugby Club`]);
    expect(head.description).toEqual(['Plain <text> with "quotes".']);
    expect(head.document.head.querySelectorAll('script:not([type="module"])')).toHaveLength(0);
    expect(head.document.querySelectorAll('b')).toHaveLength(0);
  });

  it.each([
    ['a draft', draft.id],
    ['an unknown slug', 'no-such-post'],
    ['an address that is no slug', 'Spring%20Open..Day'],
    ['a path under a post', `${openDay.id}/more`],
  ])('answers the frame as built for %s, with 404, kept briefly by CloudFront only', async (_case, slug) => {
    const result = await get(slug);

    expect(result.statusCode).toBe(404);
    expect(header(result, 'content-type')).toBe('text/html; charset=utf-8');
    // CloudFront keeps it as long as a found page (its cache policy's maxTtl); a browser asks again.
    expect(header(result, 'cache-control')).toBe(`public, max-age=0, s-maxage=${route('news-post-page').cacheSeconds}`);
    expect(headOf(String(result.body)).titles).toEqual([fixtureFrames['/news/:slug'].title]);
    expect(String(result.body)).toContain(FIXTURE_LOADING);
  });

  it('answers the frame with 503, never cached, when the post cannot be read, so the page still loads it itself', async () => {
    const variable = tableEnvVar('posts');
    const table = process.env[variable];
    process.env[variable] = `${table}-missing`;
    try {
      const result = await get(openDay.id);

      expect(result.statusCode).toBe(503);
      expect(header(result, 'cache-control')).toBe('no-store');
      expect(String(result.body)).toContain(FIXTURE_LOADING);
    } finally {
      process.env[variable] = table;
    }
  });
});

describe('GET /news/{slug+} once the regeneration has rendered the post', () => {
  const rendered = (marker: string) =>
    readFile(path.join(build.dir, fixtureFrames['/news/:slug'].file), 'utf8').then((frame) =>
      frame.replace(FIXTURE_LOADING, `<h1>${marker}</h1>`),
    );
  const writeRendered = async (slug: string, marker: string) => {
    const file = path.join(build.dir, renderedPageKey(`/news/${slug}`));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await rendered(marker));
  };

  it('answers with the rendered page, content and all, under the post’s own head', async () => {
    await writeRendered(openDay.id, 'Rendered open day');
    const result = await get(openDay.id);
    expect(result.statusCode).toBe(200);
    const body = String(result.body);
    expect(body).toContain('<h1>Rendered open day</h1>');
    expect(body).not.toContain(FIXTURE_LOADING);
    expect(headOf(body).titles).toEqual(['Spring Open Day | Blaze Rugby Club']);
    expect(headOf(body).canonical).toEqual(['https://club.example/news/spring-open-day']);
  });

  it('keeps a draft not found, even with a page rendered while it was published', async () => {
    await writeRendered(draft.id, 'Rendered while published');
    const result = await get(draft.id);
    expect(result.statusCode).toBe(404);
    expect(String(result.body)).not.toContain('Rendered while published');
  });
});
