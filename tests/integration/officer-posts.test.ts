// The officers' news rows (GET, POST /api/officer/posts; GET, PUT, DELETE /api/officer/posts/{postId})
// against DynamoDB Local, on tables of this file's own: what an officer writes, the public list,
// its counters and the post page then show; slugs are unique even when two posts race for one;
// stored HTML keeps no script; refusals name the problem and write nothing.

import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { CORPORATION_NEWS_CATEGORY, type BlogPost, type BlogPostList } from '../../common/news/news';
import {
  OFFICER_POST_PATH,
  OFFICER_POSTS_PATH,
  type OfficerPost,
  type OfficerPostList,
  type PostCreateInput,
  postMessages,
} from '../../common/news/post-edits';
import { counterKey } from '../../lambdas/runtime/counters';
import type { HttpMethod } from '../../lambdas/routes';
import { apiEvent, errorText, jsonBody, memberClaims, officerClaims } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-officer-posts-${process.pid}-` });
const { handler: listOfficerPosts } = await import('../../lambdas/handlers/list-officer-posts');
const { handler: getOfficerPost } = await import('../../lambdas/handlers/get-officer-post');
const { handler: createPost } = await import('../../lambdas/handlers/create-post');
const { handler: updatePost } = await import('../../lambdas/handlers/update-post');
const { handler: deletePost } = await import('../../lambdas/handlers/delete-post');
const { handler: listBlogPosts } = await import('../../lambdas/handlers/list-blog-posts');
const { handler: getBlogPost } = await import('../../lambdas/handlers/get-blog-post');

const officer = officerClaims('officer-it');

const season: PostCreateInput = {
  title: 'Season Kick-off: 2027!',
  category: 'Club News',
  authorName: 'Club Secretary',
  status: 'published',
  content: '<p>The <strong>new season</strong> opens on Saturday.</p><ul><li>Bring a chair</li></ul>',
};

function send(method: HttpMethod, body: unknown, postId?: string, claims = officer, query?: Record<string, string>) {
  const handler =
    method === 'POST'
      ? createPost
      : method === 'PUT'
        ? updatePost
        : method === 'DELETE'
          ? deletePost
          : postId === undefined
            ? listOfficerPosts
            : getOfficerPost;
  return handler(
    apiEvent({
      method,
      path: postId === undefined ? OFFICER_POSTS_PATH : OFFICER_POST_PATH.replace('{postId}', encodeURIComponent(postId)),
      routePath: postId === undefined ? OFFICER_POSTS_PATH : OFFICER_POST_PATH,
      ...(postId === undefined ? {} : { pathParameters: { postId } }),
      ...(query ? { query } : {}),
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      claims,
    }),
  );
}

async function create(post: PostCreateInput = season): Promise<OfficerPost> {
  const result = await send('POST', post);
  expect(result.statusCode, result.body as string).toBe(201);
  return jsonBody(result) as OfficerPost;
}

async function update(id: string, post: PostCreateInput): Promise<OfficerPost> {
  const { slug: _fixed, ...form } = post;
  const result = await send('PUT', form, id);
  expect(result.statusCode, result.body as string).toBe(200);
  return jsonBody(result) as OfficerPost;
}

async function officerList(query: Record<string, string> = { limit: '50' }): Promise<OfficerPostList> {
  return jsonBody(await send('GET', undefined, undefined, officer, query)) as OfficerPostList;
}

async function publicList(category?: string): Promise<BlogPostList> {
  const query: Record<string, string> = category ? { limit: '50', category } : { limit: '50' };
  return jsonBody(await listBlogPosts(apiEvent({ path: '/public/api/blog-posts', query }))) as BlogPostList;
}

function publicPost(slug: string) {
  return getBlogPost(
    apiEvent({ path: `/public/api/blog-posts/${slug}`, routePath: '/public/api/blog-posts/{slug}', pathParameters: { slug } }),
  );
}

async function counter(list: string): Promise<number> {
  const result = await local.ddb.send(
    new GetCommand({ TableName: local.tableName('counters'), Key: { list: counterKey('posts', list) }, ConsistentRead: true }),
  );
  return Number(result.Item?.count ?? 0);
}

async function counters(): Promise<Record<string, number>> {
  return {
    published: await counter('published'),
    draft: await counter('draft'),
    club: await counter('published:Club News'),
    corporation: await counter(`published:${CORPORATION_NEWS_CATEGORY}`),
  };
}

async function storedItems(): Promise<Record<string, unknown>[]> {
  const result = await local.ddb.send(new ScanCommand({ TableName: local.tableName('posts'), ConsistentRead: true }));
  return result.Items ?? [];
}

// Each test starts with no posts, deleted through the endpoint under test.
beforeEach(async () => {
  for (const post of (await officerList()).posts) expect((await send('DELETE', undefined, post.id)).statusCode).toBe(200);
  expect(await storedItems()).toEqual([]);
});

describe('creating a post', () => {
  it('stores a published post at the slug made from its title, in the public list and its post page', async () => {
    const post = await create();
    expect(post).toMatchObject({ id: 'season-kick-off-2027', status: 'published', title: season.title, category: 'Club News' });
    expect(post.publishedAt).toEqual(expect.any(Number));
    const list = await publicList();
    expect(list.posts.map((shown) => shown.id)).toEqual(['season-kick-off-2027']);
    expect(list.pagination.total).toBe(1);
    expect((await publicList('Club News')).posts.map((shown) => shown.id)).toEqual(['season-kick-off-2027']);
    const page = await publicPost('season-kick-off-2027');
    expect(page.statusCode).toBe(200);
    expect((jsonBody(page) as BlogPost).content).toBe(season.content);
    expect(await counters()).toEqual({ published: 1, draft: 0, club: 1, corporation: 0 });
  });

  it('keeps a draft out of the public list and post page, and in the officers’ list', async () => {
    const draft = await create({ ...season, status: 'draft', slug: 'quiet-draft' });
    expect(draft).toMatchObject({ id: 'quiet-draft', status: 'draft', publishedAt: null });
    expect((await publicList()).posts).toEqual([]);
    expect((await publicPost('quiet-draft')).statusCode).toBe(404);
    expect((await officerList()).posts.map((post) => [post.id, post.status])).toEqual([['quiet-draft', 'draft']]);
    expect(await counters()).toEqual({ published: 0, draft: 1, club: 0, corporation: 0 });
    const item = (await storedItems())[0];
    expect(item).not.toHaveProperty('publishedCategory');
  });

  it('refuses a slug another post has, naming it, and stores nothing new', async () => {
    await create({ ...season, slug: 'taken' });
    const result = await send('POST', { ...season, title: 'Another post', slug: 'taken' });
    expect(result.statusCode).toBe(409);
    expect(errorText(result)).toBe(postMessages.slugTaken('taken'));
    expect(errorText(result)).toContain('"taken"');
    expect(await storedItems()).toHaveLength(1);
    expect((jsonBody(await send('GET', undefined, 'taken')) as OfficerPost).title).toBe(season.title);
    expect(await counters()).toEqual({ published: 1, draft: 0, club: 1, corporation: 0 });
  });

  it('refuses a title-made slug another post has', async () => {
    await create();
    const result = await send('POST', { ...season, status: 'draft' });
    expect(result.statusCode).toBe(409);
    expect(errorText(result)).toBe(postMessages.slugTaken('season-kick-off-2027'));
    expect(await counters()).toEqual({ published: 1, draft: 0, club: 1, corporation: 0 });
  });

  it('lets exactly one of two posts created at the same moment with one slug be stored', async () => {
    const results = await Promise.all(
      ['First', 'Second', 'Third'].map((title) => send('POST', { ...season, title: `${title} take`, slug: 'same-moment' })),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 409, 409]);
    const items = await storedItems();
    expect(items).toHaveLength(1);
    const [won, ...lost] = [...results].sort((a, b) => (a.statusCode ?? 0) - (b.statusCode ?? 0));
    if (!won) throw new Error('no answer');
    expect(items[0]?.title).toBe((jsonBody(won) as OfficerPost).title);
    for (const result of lost) expect(errorText(result)).toBe(postMessages.slugTaken('same-moment'));
    expect(await counters()).toEqual({ published: 1, draft: 0, club: 1, corporation: 0 });
  });

  it.each([
    ['no title', { ...season, title: '  ' }, 'Title is required.'],
    ['an unknown category', { ...season, category: 'Gossip' }, postMessages.category],
    ['an unknown status', { ...season, status: 'scheduled' }, postMessages.status],
    ['a published post with no text', { ...season, content: '<p> </p>' }, postMessages.publishNeedsText],
    ['a slug with capitals', { ...season, slug: 'Season-Kickoff' }, 'slug must be lower-case letters, digits and hyphens'],
    ['a slug that is too long', { ...season, slug: 'a'.repeat(201) }, 'slug must be at most 200 characters'],
    ['a title with nothing to make a slug from', { ...season, title: '!!! ???' }, postMessages.noSlug],
    ['content over the limit', { ...season, content: 'x'.repeat(60_001) }, postMessages.content],
    ['an unknown field', { ...season, excerpt: 'Short' }, 'excerpt'],
  ])('refuses %s with a 400 naming it and stores nothing', async (_what, body, message) => {
    const result = await send('POST', body);
    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toContain(message);
    expect(await storedItems()).toEqual([]);
    expect(await counters()).toEqual({ published: 0, draft: 0, club: 0, corporation: 0 });
  });

  it('refuses a member who is not an officer', async () => {
    const result = await send('POST', season, undefined, memberClaims('member-it'));
    expect(result.statusCode).toBe(403);
    expect(await storedItems()).toEqual([]);
  });
});

describe('stored HTML', () => {
  const attempts = [
    '<p>Before</p><script>window.__xss = "script"</script>',
    '<img src="x" onerror="window.__xss = \'img\'">',
    '<a href="javascript:window.__xss = \'link\'">a link</a>',
    '<a href="JaVa&#115;cript:alert(1)">encoded</a><a href=" java\tscript:alert(1)">spaced</a>',
    '<svg onload="window.__xss = \'svg\'"><script>window.__xss = "svg script"</script></svg>',
    '<p style="color:red" onclick="alert(1)">styled</p><iframe src="https://example.com"></iframe><object data="x"></object>',
    '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="inline"><a href="mailto:club@example.com" target="_top">mail</a>',
  ].join('');

  function assertClean(html: string): void {
    expect(html).not.toMatch(/<script|<svg|<iframe|<object|\son[a-z]+=|javascript:|data:|style=|window\.__xss|target="_top"/i);
  }

  it('keeps no script, handler, svg or dangerous address, in the table or in the public answer', async () => {
    const post = await create({ ...season, slug: 'hostile', content: attempts });
    assertClean(post.content);
    expect(post.content).toBe(
      '<p>Before</p><img src="x"><a>a link</a><a>encoded</a><a>spaced</a><p>styled</p><img alt="inline"><a href="mailto:club@example.com">mail</a>',
    );
    const stored = (await storedItems())[0];
    expect(stored?.content).toBe(post.content);
    assertClean((jsonBody(await publicPost('hostile')) as BlogPost).content);
    assertClean((await publicList()).posts[0]?.content ?? '');
  });

  it('is sanitized again when an edit brings script back', async () => {
    const post = await create({ ...season, slug: 'edited' });
    const edited = await update(post.id, { ...season, content: `<p>Fine</p>${attempts}` });
    assertClean(edited.content);
    assertClean(String((await storedItems())[0]?.content));
  });

  it('keeps the editor’s formatting: headings, lists, links with a new tab, quotes', async () => {
    const html =
      '<h2>Results</h2><p><strong>Won</strong> <em>well</em> <u>under</u> <s>over</s></p><ol start="2"><li>One</li></ol><blockquote><p>Quote</p></blockquote><p><a href="https://example.com/x?a=1" target="_blank" rel="noopener noreferrer nofollow">site</a> <a href="/rental">hire</a></p>';
    const post = await create({ ...season, slug: 'formatted', content: html });
    // A new tab's link gets the club's own rel on save (pages show the stored HTML as it is).
    expect(post.content).toBe(html.replace(' rel="noopener noreferrer nofollow"', ' rel="noopener noreferrer"'));
  });
});

describe('publishing and unpublishing', () => {
  it('moves a post between the lists and their counts, with its category', async () => {
    const post = await create({ ...season, status: 'draft', category: CORPORATION_NEWS_CATEGORY, slug: 'agm' });
    expect(await counters()).toEqual({ published: 0, draft: 1, club: 0, corporation: 0 });

    const published = await update(post.id, { ...season, category: CORPORATION_NEWS_CATEGORY, status: 'published' });
    expect(published.publishedAt).toEqual(expect.any(Number));
    expect(await counters()).toEqual({ published: 1, draft: 0, club: 0, corporation: 1 });
    expect((await publicList(CORPORATION_NEWS_CATEGORY)).posts.map((shown) => shown.id)).toEqual(['agm']);
    expect((await publicPost('agm')).statusCode).toBe(200);

    const moved = await update(post.id, { ...season, category: 'Club News', status: 'published' });
    expect(moved.publishedAt).toBe(published.publishedAt);
    expect(await counters()).toEqual({ published: 1, draft: 0, club: 1, corporation: 0 });
    expect((await publicList(CORPORATION_NEWS_CATEGORY)).posts).toEqual([]);

    const unpublished = await update(post.id, { ...season, category: 'Club News', status: 'draft' });
    expect(unpublished.publishedAt).toBeNull();
    expect(await counters()).toEqual({ published: 0, draft: 1, club: 0, corporation: 0 });
    expect((await publicList()).posts).toEqual([]);
    expect((await publicList()).pagination.total).toBe(0);
    expect((await publicList('Club News')).posts).toEqual([]);
    expect((await publicPost('agm')).statusCode).toBe(404);
    expect((await storedItems())[0]).not.toHaveProperty('publishedCategory');
  });

  it('takes a deleted post out of its counts, and frees its slug', async () => {
    await create({ ...season, slug: 'gone' });
    await create({ ...season, slug: 'draft-gone', status: 'draft' });
    expect((await send('DELETE', undefined, 'gone')).statusCode).toBe(200);
    expect((await send('DELETE', undefined, 'draft-gone')).statusCode).toBe(200);
    expect(await counters()).toEqual({ published: 0, draft: 0, club: 0, corporation: 0 });
    expect((await publicPost('gone')).statusCode).toBe(404);
    await create({ ...season, slug: 'gone' });
    expect(await counters()).toEqual({ published: 1, draft: 0, club: 1, corporation: 0 });
  });

  it('answers 404 to an edit, read or delete of a post that does not exist, and never creates it', async () => {
    const { slug: _none, ...form } = season;
    for (const [method, body] of [
      ['PUT', form],
      ['GET', undefined],
      ['DELETE', undefined],
    ] as const) {
      const result = await send(method, body, 'never-written');
      expect(result.statusCode).toBe(404);
      expect(errorText(result)).toBe(postMessages.unknownPost);
    }
    expect(await storedItems()).toEqual([]);
    expect(await counters()).toEqual({ published: 0, draft: 0, club: 0, corporation: 0 });
  });

  it('refuses an edit that would change the slug', async () => {
    const post = await create({ ...season, slug: 'fixed' });
    const result = await send('PUT', { ...season, slug: 'moved' }, post.id);
    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toContain('slug');
  });

  it('keeps the counts right when two officers publish and unpublish one post at the same moment', async () => {
    const post = await create({ ...season, status: 'draft', slug: 'racing' });
    const { slug: _fixed, ...form } = season;
    const results = await Promise.all([
      send('PUT', { ...form, status: 'published' }, post.id),
      send('PUT', { ...form, status: 'published', category: CORPORATION_NEWS_CATEGORY }, post.id),
      send('DELETE', undefined, post.id),
    ]);
    for (const result of results) expect([200, 404, 409]).toContain(result.statusCode);
    const items = await storedItems();
    const stored = items[0];
    const expected =
      stored === undefined
        ? { published: 0, draft: 0, club: 0, corporation: 0 }
        : {
            published: stored.status === 'published' ? 1 : 0,
            draft: stored.status === 'draft' ? 1 : 0,
            club: stored.publishedCategory === 'Club News' ? 1 : 0,
            corporation: stored.publishedCategory === CORPORATION_NEWS_CATEGORY ? 1 : 0,
          };
    expect(await counters()).toEqual(expected);
  });
});

describe('the officers’ list', () => {
  it('pages every post, drafts first, then published, each newest first, with the total of both', async () => {
    for (const n of [1, 2, 3, 4]) await create({ ...season, slug: `published-${n}` });
    for (const n of [1, 2, 3]) await create({ ...season, slug: `draft-${n}`, status: 'draft' });
    const order = ['draft-3', 'draft-2', 'draft-1', 'published-4', 'published-3', 'published-2', 'published-1'];
    expect((await officerList()).posts.map((post) => post.id)).toEqual(order);
    const pages = [];
    for (const offset of [0, 6]) {
      const page = await officerList({ limit: '6', offset: String(offset) });
      expect(page.pagination).toEqual({ total: 7, limit: 6, offset, hasMore: offset + 6 < 7 });
      pages.push(...page.posts.map((post) => post.id));
    }
    expect(pages).toEqual(order);
    expect((await officerList({ offset: '40' })).posts).toEqual([]);
  });

  it("refuses a limit that is not one of the site's page sizes", async () => {
    const result = await send('GET', undefined, undefined, officer, { limit: '101' });
    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toContain('limit');
  });
});
