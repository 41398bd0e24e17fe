// The prerendered pages in Chromium: with JavaScript off, a page's content is there as served; with
// it on, React takes the same markup over without a console error or a repaint, and links then
// move through the SPA without loading a new document.

import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { holdRequests, nextFrames, openPage, waitForHydrated, watchProblems, withoutDemoMissingPicture } from './page-check';
import { siteUrl } from './lane';

const chromium = chromiumForFile();
let noScript: BrowserContext;
let desktop: BrowserContext;
let phone: BrowserContext;

beforeAll(async () => {
  noScript = await chromium.newContext({ ...DESKTOP, javaScriptEnabled: false });
  desktop = await chromium.newContext(DESKTOP);
  phone = await chromium.newContext(PHONE);
});

const pages = [
  { path: '/', heading: /Chicago.s Own\s*Blaze Rugby/i, title: 'Blaze Rugby Club & Corporation | Lemont, Illinois' },
  { path: '/blog-2', heading: /^Chicago Blaze News$/i, title: 'Chicago Blaze News | Blaze Rugby Club' },
  { path: '/rental-request', heading: /^Book Our Facility$/i, title: 'Book Our Facility | Blaze Rugby Club' },
  { path: '/rental-calendar', heading: /^Facility Rental$/i, title: 'Facility Rental | Blaze Rugby Club' },
  { path: '/store', heading: /^Blaze Store$/i, title: 'Blaze Store | Blaze Rugby Club' },
  { path: '/gallery', heading: /^Our Photo Gallery$/i, title: 'OUR PHOTO GALLERY | Blaze Rugby Club' },
];

describe('with JavaScript off', () => {
  it.each(pages)('$path shows its heading, header, footer and title as served', async ({ path, heading, title }) => {
    const page = await noScript.newPage();
    try {
      const response = await page.goto(new URL(path, siteUrl).href);
      expect(response?.status()).toBe(200);
      const h1 = ((await page.locator('main h1').first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
      expect(h1).toMatch(heading);
      expect(await page.locator('header.site-header nav').count()).toBeGreaterThan(0);
      expect(await page.locator('footer.site-footer').count()).toBe(1);
      expect(await page.title()).toBe(title);
      expect(await page.locator('noscript').count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it("a news post's address gets the news frame: the site's layout and the news heading, not the home page", async () => {
    const page = await noScript.newPage();
    try {
      await page.goto(new URL('/news/some-post', siteUrl).href);
      expect(await page.locator('header.site-header').count()).toBe(1);
      expect(await page.locator('footer.site-footer').count()).toBe(1);
      expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('a signed-in page gets the SPA shell, which has no page content', async () => {
    const page = await noScript.newPage();
    try {
      await page.goto(new URL('/officers', siteUrl).href);
      expect(await page.locator('#root').innerHTML()).toBe('');
    } finally {
      await page.close();
    }
  });
});

describe('with JavaScript on', () => {
  it.each(pages)('$path hydrates the served markup without a console error, on a laptop and a phone', async ({ path, heading }) => {
    for (const context of [desktop, phone]) {
      const page = await context.newPage();
      const problems = watchProblems(page);
      try {
        // The served heading element is kept by hydration, not replaced by a new one.
        await page.goto(new URL(path, siteUrl).href, { waitUntil: 'commit' });
        const served = await page.locator('main h1').first().elementHandle();
        await page.waitForLoadState('networkidle');
        await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')));
        expect(((await page.locator('main h1').first().textContent()) ?? '').replace(/\s+/g, ' ').trim()).toMatch(heading);
        expect(await served?.evaluate((element) => element.isConnected)).toBe(true);
        // The store's demo has one product whose picture is missing on purpose.
        expect(withoutDemoMissingPicture(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
      } finally {
        await page.close();
      }
    }
  });

  it("a news post's frame hydrates and fills in the post without a console error", async () => {
    const page = await desktop.newPage();
    const problems = watchProblems(page);
    try {
      await openPage(page, siteUrl, '/news/demo-season-kickoff');
      await page.getByRole('article').waitFor();
      expect(await page.locator('main h1').count()).toBe(1);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    } finally {
      await page.close();
    }
  });

  it("on a phone, the home page asks for the app's scripts only once its hero poster is in, then React takes it over", async () => {
    const page = await phone.newPage();
    const problems = watchProblems(page);
    const events: string[] = [];
    page.on('request', (request) => events.push(`start ${new URL(request.url()).pathname}`));
    page.on('requestfinished', (request) => events.push(`done ${new URL(request.url()).pathname}`));
    // A slow poster, as on a phone's connection, so the scripts would be asked for first if nothing held them.
    await page.route('**/img/hero/hero-poster-640.webp', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    try {
      await page.goto(new URL('/', siteUrl).href);
      await waitForHydrated(page.locator('main h1'));
      const posterDone = events.indexOf('done /img/hero/hero-poster-640.webp');
      const appStart = events.findIndex((event) => /^start \/assets\/index-[\w-]+\.js$/.test(event));
      expect(posterDone, events.join('\n')).toBeGreaterThanOrEqual(0);
      expect(appStart, events.join('\n')).toBeGreaterThan(posterDone);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    } finally {
      await page.close();
    }
  });

  it('leaves a phone where the visitor scrolled while the scripts were on their way', async () => {
    const page = await phone.newPage();
    try {
      const release = await holdRequests(page, '**/assets/*.js');
      // Module scripts hold DOMContentLoaded back: wait for the prerendered footer itself.
      await page.goto(new URL('/about', siteUrl).href, { waitUntil: 'commit' });
      await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(1000);

      release();
      // The heading is in the banner's static part, which React keeps as served: wait for React to have the page.
      await page.locator('html[data-taken-over]').waitFor({ state: 'attached' });
      await nextFrames(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    } finally {
      await page.close();
    }
  });

  it('after hydration, a link is followed by the SPA without loading a new document', async () => {
    const page = await desktop.newPage();
    const problems = watchProblems(page);
    try {
      await openPage(page, siteUrl, '/');
      await waitForHydrated(page.locator('main h1'));
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      await page.locator('footer.site-footer a[href="/contact"]').first().click();
      await page.waitForURL(/\/contact$/);
      await expect.poll(() => page.title()).toBe('CONTACT US | Blaze Rugby Club');
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    } finally {
      await page.close();
    }
  });
});
