// The news pages in Chromium against the built site under the production headers (CSP included):
// a post whose content tries every way to run script runs nothing, on its own page and expanded in
// the list: its HTML is stored as the save writes it (sanitized by the shared rules, which leave
// the CSP nothing to refuse: the file fails on any CSP violation), and the pages show it as stored; a post's page carries NewsArticle JSON-LD that parses and is
// complete; the list pages, links between them and the way back work on a phone and a desktop.

import { TransactWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_PAGE_SIZE, PostStatus, type BlogPostList } from '../../common/news/news';
import { countChange } from '../../lambdas/runtime/counters';
import { countedLists, newPostTransaction } from '../../lambdas/domain/news/posts';
import type { PostItem } from '../../lambdas/domain/news/post-item';
import { sanitizePostHtml } from '../../lambdas/domain/news/post-html';
import { localDynamoDbClient } from '../../local/aws/clients';
import { localTableName } from '../../local/aws/create-tables';
import { demoPosts } from '../../local/demo/posts';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { openPage, seriousAxeViolations, settled, watchProblems } from './page-check';
import { apiDynamoDbEndpoint, siteUrl } from './lane';

const HOSTILE_TITLE = 'Hostile </script><script>window.__xss = "title"</script> post';
const hostile: PostItem = {
  id: 'browser-suite-hostile-post',
  title: HOSTILE_TITLE,
  status: PostStatus.published,
  // Older than every demo post: it sits at the end of the list.
  createdAt: Date.UTC(2001, 0, 1),
  publishedAt: Date.UTC(2001, 0, 1),
  sortDate: Date.UTC(2001, 0, 1),
  authorName: 'Mallory',
  category: 'Browser Suite',
  // Sanitized as saving it through the officers' API does; the pages add no sanitizer of their own.
  content: sanitizePostHtml(
    [
      `<p>${'A post that tries to run script in every way it can. '.repeat(5)}</p>`,
      `<script>window.__xss = 'script'</script>`,
      `<img src=x onerror="window.__xss = 'img'">`,
      `<svg onload="window.__xss = 'svg'"><circle r="5"></circle></svg>`,
      `<svg><script>window.__xss = 'svg script'</script></svg>`,
      `<a href="javascript:window.__xss = 'link'">a link</a>`,
      `<iframe srcdoc="<script>parent.__xss = 'iframe'</script>"></iframe>`,
      `<p style="color: red" onclick="window.__xss = 'click'">styled text</p>`,
      `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = 'mxss'"></style></mglyph></table></mtext></math>`,
      `<p><strong>Still formatted</strong></p>`,
    ].join('\n'),
  ),
};

const doc = DynamoDBDocumentClient.from(localDynamoDbClient(apiDynamoDbEndpoint), {
  marshallOptions: { removeUndefinedValues: true },
});

const chromium = chromiumForFile();
let desktop: BrowserContext;
let phone: BrowserContext;

beforeAll(async () => {
  await doc.send(new TransactWriteCommand(newPostTransaction(hostile, localTableName)));
  desktop = await chromium.newContext(DESKTOP);
  phone = await chromium.newContext(PHONE);
});

afterAll(async () => {
  // Removed with its counters, so the other files see the demo content only.
  await doc.send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: localTableName('posts'), Key: { id: hostile.id } } },
        ...countedLists(hostile).map((list) => countChange('posts', list, -1, localTableName('counters'))),
      ],
    }),
  );
  doc.destroy();
});

async function newsTotal(): Promise<number> {
  const response = await fetch(new URL('/public/api/blog-posts?limit=6', siteUrl));
  return ((await response.json()) as BlogPostList).pagination.total;
}

/** Whatever the payloads would have set, once the page has settled (each had its chance to fire). */
async function xssMarker(page: Page): Promise<unknown> {
  await settled(page);
  return page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
}

async function assertNothingActive(page: Page, scope: string): Promise<void> {
  const found = await page.locator(scope).evaluate((root) => ({
    scripts: root.querySelectorAll('script:not([type="application/ld+json"])').length,
    svgs: root.querySelectorAll('svg, math, iframe, style').length,
    handlers: [...root.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('on'))),
    styles: root.querySelectorAll('[style]').length,
    scriptLinks: [...root.querySelectorAll('a')].filter((a) => /^\s*javascript:/i.test(a.getAttribute('href') ?? '')).length,
  }));
  expect(found).toEqual({ scripts: 0, svgs: 0, handlers: [], styles: 0, scriptLinks: 0 });
}

describe('a post whose content tries to run script', () => {
  it('runs nothing on its own page, and keeps its formatting', async () => {
    const page = await desktop.newPage();
    const problems = watchProblems(page);
    try {
      await openPage(page, siteUrl, `/news/${hostile.id}`);

      await expect.poll(async () => (await page.locator('main h1').textContent())?.trim()).toBe(HOSTILE_TITLE);
      await page.locator('article strong', { hasText: 'Still formatted' }).waitFor();
      expect(await xssMarker(page)).toBeUndefined();
      await assertNothingActive(page, 'main article');
      await page.locator('main article').getByText('a link').click();
      expect(await xssMarker(page)).toBeUndefined();
      await page.getByText('styled text').click();
      expect(await xssMarker(page)).toBeUndefined();
      // The picture `x` (its onerror gone) is /news/x: no post, so the post page function's 404.
      expect(problems.failedRequests).toEqual([`404 ${new URL('/news/x', siteUrl).href}`]);
      expect(problems.consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
    } finally {
      await page.close();
    }
  });

  it('runs nothing when expanded in the news list', async () => {
    const page = await desktop.newPage();
    try {
      const lastPage = Math.ceil((await newsTotal()) / NEWS_PAGE_SIZE);
      await openPage(page, siteUrl, `/blog-2?page=${lastPage}`);
      const card = page.locator('article', { has: page.getByRole('link', { name: HOSTILE_TITLE }) });
      await card.getByRole('button', { name: 'Read More' }).click();
      await card.locator('strong', { hasText: 'Still formatted' }).waitFor();

      expect(await xssMarker(page)).toBeUndefined();
      await assertNothingActive(page, 'main');
    } finally {
      await page.close();
    }
  });

  it('cannot close the JSON-LD block with its title', async () => {
    const page = await desktop.newPage();
    try {
      await openPage(page, siteUrl, `/news/${hostile.id}`);
      await page.locator('main article').waitFor();
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();

      expect(blocks).toHaveLength(1);
      expect(JSON.parse(blocks[0] ?? '')).toMatchObject({ '@type': 'NewsArticle', headline: HOSTILE_TITLE });
      expect(await xssMarker(page)).toBeUndefined();
    } finally {
      await page.close();
    }
  });
});

describe('a post on its own page', () => {
  it('carries NewsArticle JSON-LD with every required field, matching the page', async () => {
    const page = await desktop.newPage();
    try {
      await openPage(page, siteUrl, '/news/demo-season-kickoff');
      await page.locator('main article').waitFor();
      const heading = (await page.locator('main h1').textContent())?.trim();
      const [block] = await page.locator('script[type="application/ld+json"]').allTextContents();
      const data = JSON.parse(block ?? '{}') as Record<string, unknown> & {
        author?: { '@type'?: string; name?: string };
        publisher?: { '@type'?: string; name?: string; logo?: string };
      };

      expect(data['@context']).toBe('https://schema.org');
      expect(data['@type']).toBe('NewsArticle');
      expect(data.headline).toBe(heading);
      expect(Number.isNaN(Date.parse(String(data.datePublished)))).toBe(false);
      expect(String(data.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(data.author).toEqual({ '@type': 'Person', name: 'Maggie Kowalski' });
      expect(data.publisher?.['@type']).toBe('SportsOrganization');
      expect(data.publisher?.name).toBe('Blaze Rugby Club & Corporation');
      expect(data.mainEntityOfPage).toBe(new URL('/news/demo-season-kickoff', siteUrl).href);
      await expect.poll(() => page.title()).toBe(`${heading} | Blaze Rugby Club`);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/^The wait is over/);
    } finally {
      await page.close();
    }
  });

  it("is served with the post's own title, description, address and card, for link previews that run no script", async () => {
    const post = demoPosts.find((candidate) => candidate.id === 'demo-season-kickoff');
    const context = await chromium.newContext({ ...DESKTOP, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(new URL(`/news/${post?.id}`, siteUrl).href);
      const meta = (selector: string) => page.locator(selector).getAttribute('content');
      const address = new URL(`/news/${post?.id}`, siteUrl).href;

      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
      expect(await page.title()).toBe(`${post?.title} | Blaze Rugby Club`);
      expect(await meta('meta[property="og:title"]')).toBe(`${post?.title} | Blaze Rugby Club`);
      expect(await meta('meta[name="description"]')).toMatch(/^The wait is over/);
      expect(await meta('meta[property="og:description"]')).toBe(await meta('meta[name="description"]'));
      expect(await meta('meta[property="og:url"]')).toBe(address);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(address);
      expect(await meta('meta[property="og:image"]')).toMatch(/^http:\/\/localhost:\d+\/img\//);
      expect(await page.locator('title, meta[name="description"], meta[property="og:title"]').count()).toBe(3);
      // The frame itself: the site's layout around the post's loading state.
      expect(await page.locator('header.site-header').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('shows the not-found state for an unknown slug, which is answered with 404', async () => {
    const page = await desktop.newPage();
    try {
      const response = await page.request.get(new URL('/news/no-such-post', siteUrl).href);
      expect(response.status()).toBe(404);
      await openPage(page, siteUrl, '/news/no-such-post');
      await expect.poll(async () => (await page.locator('main h1').textContent())?.trim()).toBe('News Post Not Found');
    } finally {
      await page.close();
    }
  });
});

describe.each([
  ['desktop', () => desktop],
  ['phone', () => phone],
])('the news pages on a %s', (_size, contextOf) => {
  it('lead from a page of the list to a post and back to that page, with no console error or serious axe violation', async () => {
    const page = await contextOf().newPage();
    const problems = watchProblems(page);
    try {
      await openPage(page, siteUrl, '/blog-2');
      await page.locator('main article').first().waitFor();
      expect(await page.locator('main article').count()).toBe(NEWS_PAGE_SIZE);
      expect(await seriousAxeViolations(page)).toEqual([]);

      const title = page.locator('main article h2 a').first();
      const firstOfPageOne = (await title.textContent())?.trim();
      await page.getByRole('button', { name: 'Page 2' }).click();
      await page.waitForURL(/\/blog-2\?page=2$/);
      await expect.poll(async () => (await title.textContent())?.trim()).not.toBe(firstOfPageOne);
      const name = (await title.textContent())?.trim() ?? '';
      await title.click();
      await page.waitForURL(/\/news\/[a-z0-9-]+$/);
      await expect.poll(async () => (await page.locator('main h1').textContent())?.trim()).toBe(name);
      await page.locator('main article').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Back to News' }).first().click();
      await page.waitForURL(/\/blog-2\?page=2$/);
      await page.getByRole('link', { name }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    } finally {
      await page.close();
    }
  });

  it("lists the corporation's news on Corporate News", async () => {
    const page = await contextOf().newPage();
    try {
      await openPage(page, siteUrl, '/corp-news');
      await page.locator('main article').first().waitFor();
      const categories = await page.locator('main article .news-meta__category').allTextContents();
      expect(categories.length).toBeGreaterThanOrEqual(3);
      expect(new Set(categories)).toEqual(new Set(['Corporation']));
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
