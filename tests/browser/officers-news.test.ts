// The officers' news console in Chromium under the production CSP (the file fails on any
// violation), signed in for real as the demo officer through cognito-local's hosted UI: a post
// written in the TipTap editor, previewed and published shows on /blog-2 and its own page; a post
// sent with every kind of script attempt runs nothing, in the console's editor and preview or on
// the public page. Every post made here is deleted again, so the other files see the demo news.

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../common/fill-path';
import { OFFICER_POST_PATH, OFFICER_POSTS_PATH, officerPostSchema } from '../../common/news/post-edits';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { officerAccessToken, signInAsOfficer, siteProblems } from './officer-session';
import { openPage, seriousAxeViolations, settled, watchProblems, withPage } from './page-check';
import { siteUrl } from './lane';

const RUN = Date.now().toString(36);
const TITLE = `Browser suite news ${RUN}`;
const SLUG = `browser-suite-news-${RUN}`;
const HOSTILE_SLUG = `browser-suite-hostile-${RUN}`;

const chromium = chromiumForFile();
let officer: BrowserContext;
let visitor: BrowserContext;
let officerPage: Page;
const made: string[] = [];

beforeAll(async () => {
  officer = await chromium.newContext({ ...DESKTOP, ignoreHTTPSErrors: true });
  visitor = await chromium.newContext(PHONE);
  officerPage = await officer.newPage();
});
afterAll(async () => {
  for (const slug of made) {
    await officerPage.request.delete(new URL(OFFICER_POST_PATH.replace('{postId}', slug), siteUrl).href, {
      headers: { authorization: `Bearer ${await officerAccessToken(officerPage)}` },
    });
  }
  await officer.close();
  await visitor.close();
});

/** Whatever the payloads would have set, once the page has settled (each had its chance to fire). */
async function xssMarker(page: Page): Promise<unknown> {
  await settled(page);
  return page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
}

describe("the officers' news console", () => {
  it('lets the demo officer sign in, write a post in the editor, preview it and publish it', async () => {
    const page = officerPage;
    const problems = siteProblems(page);
    await signInAsOfficer(page, '/officers/news');

    await page.getByRole('button', { name: 'New Post' }).click({ timeout: 15_000 });
    const form = page.getByRole('form', { name: 'New post' });
    await form.getByLabel('Title').fill(TITLE);
    expect(await form.getByLabel('Address (slug)').inputValue()).toBe(SLUG);
    await form.getByLabel('Category').selectOption('Club News');
    await form.getByLabel('Author').fill('Browser Suite');

    const editor = form.getByRole('textbox', { name: 'Post' });
    await editor.click();
    await page.keyboard.type('The season opens on Saturday. ');
    const bold = form.getByRole('button', { name: 'Bold' });
    await bold.click();
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('Bring a chair.');
    await bold.click();
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Enter');
    const bullets = form.getByRole('button', { name: 'Bulleted list' });
    await bullets.click();
    await expect.poll(() => bullets.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('Kick-off at two');
    await expect.poll(() => editor.locator('strong').textContent()).toBe('Bring a chair.');
    await expect.poll(() => editor.locator('ul li').count()).toBe(1);

    await form.getByRole('button', { name: 'Preview' }).click();
    const preview = form.getByRole('region', { name: 'Preview' });
    await expect.poll(() => preview.locator('article .news-html strong').textContent()).toBe('Bring a chair.');
    expect(await preview.locator('.news-meta').textContent()).toContain('By Browser Suite');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await form.getByLabel('Status').selectOption('published');
    await form.getByRole('button', { name: 'Save and Publish' }).click();
    made.push(SLUG);
    await expect
      .poll(() => page.locator('.news-console > .form-alert-slot').textContent(), { timeout: 15_000 })
      .toContain(`is published at /news/${SLUG}`);
    expect(problems()).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  it('fits the editor on a phone, accessible, its toolbar wrapping', async () => {
    // The officer's context is signed in by the test before.
    const page = officerPage;
    const problems = watchProblems(page);
    if (!PHONE.viewport) throw new Error('PHONE names no viewport');
    await page.setViewportSize(PHONE.viewport);
    await openPage(page, siteUrl, '/officers/news');
    await page.getByRole('button', { name: 'New Post' }).click({ timeout: 15_000 });
    const form = page.getByRole('form', { name: 'New post' });
    await form.getByRole('button', { name: 'Link' }).click();
    await form.getByLabel('Link address').waitFor();
    await form.getByRole('button', { name: 'Preview' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await page.setViewportSize(DESKTOP.viewport ?? { width: 1280, height: 800 });
  });

  it('shows the published post on /blog-2 and on its own page', async () => {
    await withPage(visitor, async (page) => {
      const problems = watchProblems(page);
      await openPage(page, siteUrl, '/blog-2');
      const link = page.getByRole('link', { name: TITLE });
      await link.waitFor({ state: 'visible', timeout: 15_000 });
      await link.click();
      await page.waitForURL(`${siteUrl}/news/${SLUG}`);
      await expect.poll(async () => (await page.locator('main h1').textContent())?.trim(), { timeout: 15_000 }).toBe(TITLE);
      expect(await page.locator('main article strong').textContent()).toBe('Bring a chair.');
      expect(await page.locator('main article li').textContent()).toBe('Kick-off at two');
      expect(await page.locator('main article .news-meta').textContent()).toContain('Club News');
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it("puts the published post, then its edited title, in its page's and the news list's HTML (no script run) within the regeneration's period", async () => {
    const html = async (path: string) => (await fetch(new URL(path, siteUrl))).text();
    // Within a minute of the change, the regeneration's promise; locally it takes a few seconds.
    const soon = { timeout: 60_000, interval: 500 };
    await expect.poll(() => html(`/news/${SLUG}`), soon).toContain(`>${TITLE}</h1>`);
    await expect.poll(() => html('/blog-2'), soon).toContain(TITLE);

    const edited = `${TITLE} (edited)`;
    const token = await officerAccessToken(officerPage);
    const postUrl = new URL(fillPath(OFFICER_POST_PATH, { postId: SLUG }), siteUrl).href;
    const saved = officerPostSchema.parse(
      await (await officerPage.request.get(postUrl, { headers: { authorization: `Bearer ${token}` } })).json(),
    );
    const update = await officerPage.request.put(postUrl, {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      data: { title: edited, category: saved.category, authorName: saved.authorName, status: saved.status, content: saved.content },
    });
    expect(update.status()).toBe(200);
    await expect.poll(() => html(`/news/${SLUG}`), soon).toContain(`>${edited}</h1>`);
    await expect.poll(() => html('/blog-2'), soon).toContain(edited);
  });

  it('stores a post sent with script attempts without them; it runs nothing in the console or on its page', async () => {
    const content = [
      '<p>Hostile but <strong>formatted</strong>.</p>',
      `<script>window.__xss = 'script'</script>`,
      `<img src=x onerror="window.__xss = 'img'">`,
      `<svg onload="window.__xss = 'svg'"><script>window.__xss = 'svg script'</script></svg>`,
      `<a href="javascript:window.__xss = 'link'">a link</a>`,
      `<p style="color: red" onclick="window.__xss = 'click'">styled text</p>`,
    ].join('');
    const response = await officerPage.request.post(new URL(OFFICER_POSTS_PATH, siteUrl).href, {
      headers: { authorization: `Bearer ${await officerAccessToken(officerPage)}`, 'content-type': 'application/json' },
      data: { title: `Hostile ${RUN}`, slug: HOSTILE_SLUG, status: 'published', content },
    });
    expect(response.status()).toBe(201);
    made.push(HOSTILE_SLUG);
    const stored = ((await response.json()) as { content: string }).content;
    expect(stored).not.toMatch(/<script|<svg|onerror|onload|onclick|javascript:|style=/i);

    const dialogs: string[] = [];
    officerPage.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
    await openPage(officerPage, siteUrl, '/officers/news');
    await officerPage.getByRole('button', { name: `Edit Hostile ${RUN}` }).click({ timeout: 15_000 });
    const form = officerPage.getByRole('form', { name: `Edit post: Hostile ${RUN}` });
    await form.getByRole('textbox', { name: 'Post' }).locator('strong').waitFor();
    await form.getByRole('button', { name: 'Preview' }).click();
    await form.getByRole('region', { name: 'Preview' }).getByText('a link').click();
    expect(await xssMarker(officerPage)).toBeUndefined();

    await withPage(visitor, async (page) => {
      page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
      await openPage(page, siteUrl, `/news/${HOSTILE_SLUG}`);
      await page.locator('main article strong', { hasText: 'formatted' }).waitFor({ timeout: 15_000 });
      await page.locator('main article').getByText('a link').click();
      await page.getByText('styled text').click();
      expect(await xssMarker(page)).toBeUndefined();
    });
    expect(dialogs).toEqual([]);
  });
});
