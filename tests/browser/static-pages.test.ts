// Every static page, as a visitor's browser sees it: its heading and breadcrumb, no console error,
// no failed request, no Content-Security-Policy violation, no serious accessibility violation,
// nothing wider than a phone's screen.

import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pagePaths } from '../../common/pages/pages';
import { sitemapPaths } from '../../common/pages/seo-files';
import { accountLinks } from '../../web/src/config/menu';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { brokenMedia, nextFrames, openPage, seriousAxeViolations, watchProblems, withoutDemoMissingPicture } from './page-check';
import { siteUrl } from './lane';
import { isOfficersPage, pagesCoveredElsewhere, staticPages } from './public-pages';

const NOT_FOUND_HEADING = /^Oops! This Page Not Found$/i;

const chromium = chromiumForFile();
let desktop: BrowserContext;
let phone: BrowserContext;

beforeAll(async () => {
  desktop = await chromium.newContext(DESKTOP);
  phone = await chromium.newContext(PHONE);
});

async function headingOf(page: Page): Promise<string> {
  return ((await page.locator('main h1').first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

// The pages are only read, each in its own tab: several are checked at once, so one page's wait
// for network quiet overlaps another's axe run. Concurrent tests must assert through their own
// context's expect: the global one cannot tell which test is running, and expect.poll refuses it.
describe.concurrent.each(staticPages)('$path', ({ path, title, heading, crumb }) => {
  it('shows its title, heading and breadcrumb with no console error, failed request, missing image or serious axe violation', async ({
    expect,
  }) => {
    const page = await desktop.newPage();
    const problems = watchProblems(page);
    try {
      await openPage(page, siteUrl, path);

      expect(await headingOf(page)).toMatch(heading);
      expect(await page.locator('main h1').count()).toBe(1);
      if (crumb) {
        const current = page.locator('nav[aria-label="Breadcrumb"] [aria-current="page"]');
        expect((await current.textContent())?.trim()).toBe(crumb);
      }
      await expect.poll(() => page.title()).toBe(title);
      expect(await brokenMedia(page)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      // The store's demo has one product whose picture is missing on purpose.
      expect(withoutDemoMissingPicture(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
    } finally {
      await page.close();
    }
  });

  it('fits a phone screen without sideways scrolling', async ({ expect }) => {
    const page = await phone.newPage();
    const problems = watchProblems(page);
    try {
      await openPage(page, siteUrl, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // axe ran on this page's markup at desktop width; the phone's layout is the same markup.
      expect(withoutDemoMissingPicture(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
    } finally {
      await page.close();
    }
  });
});

describe('the page list', () => {
  it('is swept whole: every public page of the site is loaded above or by the file named for it', () => {
    const swept = new Set(staticPages.map((page) => page.path));
    const unswept = pagePaths.filter((path) => !swept.has(path) && !isOfficersPage(path) && !Object.hasOwn(pagesCoveredElsewhere, path));
    expect(unswept).toEqual([]);
  });

  it('lists in the sitemap only pages the sweep opens', () => {
    const swept = new Set(staticPages.map((page) => page.path));
    expect(sitemapPaths().filter((path) => !swept.has(path))).toEqual([]);
  });
});

describe('the header menu', () => {
  it('leads from every link to a page that is not the not-found page', async () => {
    const page = await desktop.newPage();
    const problems = watchProblems(page);
    try {
      await openPage(page, siteUrl, '/');
      const targets = await page
        .locator('header a[href^="/"]')
        .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
      expect(targets.length).toBeGreaterThanOrEqual(10);

      // The sweep above shows each of its pages with its own heading, so a link to one of them
      // leads to a page; LOG IN and SIGN UP leave the site for the hosted UI (sign-in.test.ts).
      const swept = new Set(staticPages.map((entry) => entry.path));
      const leaveForHostedUi = new Set<string>(Object.values(accountLinks).map((link) => link.to));
      expect(targets.filter((path) => !swept.has(path) && !leaveForHostedUi.has(path))).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    } finally {
      await page.close();
    }
  });

  it('opens a dropdown with the keyboard, follows a link and closes', async () => {
    const page = await desktop.newPage();
    try {
      await openPage(page, siteUrl, '/');
      const rental = page.locator('header button', { hasText: /^Rental$/i });
      await rental.focus();
      await page.keyboard.press('Enter');
      expect(await rental.getAttribute('aria-expanded')).toBe('true');

      await page.keyboard.press('Escape');
      expect(await rental.getAttribute('aria-expanded')).toBe('false');
      expect(await rental.evaluate((element) => element === document.activeElement)).toBe(true);

      await page.keyboard.press('Enter');
      await page.locator('header a:visible', { hasText: 'Wedding & Receptions' }).click();
      await page.waitForURL(/\/rental-weddings$/);
      await expect.poll(() => headingOf(page)).toMatch(/^Wedding & Receptions$/i);
      expect(await rental.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await page.close();
    }
  });

  it('on a phone, opens and closes the mobile menu and navigates from it', async () => {
    const page = await phone.newPage();
    try {
      await openPage(page, siteUrl, '/');
      const toggle = page.locator('header button[aria-controls]', { hasText: /menu/i });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');

      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);

      await toggle.click();
      const panelId = await toggle.getAttribute('aria-controls');
      await page.locator(`#${panelId} a`, { hasText: 'Our Story' }).click();
      await page.waitForURL(/\/who-we-are$/);
      await expect.poll(() => headingOf(page)).toMatch(/^Our Story$/i);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await page.close();
    }
  });

  it('pins the header bar once the page is scrolled more than 200 px, without moving the content', async () => {
    const page = await desktop.newPage();
    try {
      await openPage(page, siteUrl, '/about');
      const bar = page.locator('header .site-header__bar');
      const heading = page.locator('main h1');
      const barPositionAt = async (y: number) => {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 1, y);
        // The scroll event has been handled once the next frames are drawn.
        await nextFrames(page);
        return bar.evaluate((element) => getComputedStyle(element).position);
      };
      const headingTop = async () => heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

      const topBefore = await headingTop();
      expect(await barPositionAt(150)).not.toBe('fixed');
      expect(await barPositionAt(600)).toBe('fixed');
      expect(await headingTop()).toBe(topBefore);
      expect(await barPositionAt(100)).not.toBe('fixed');
    } finally {
      await page.close();
    }
  });
});

describe('the browser history', () => {
  it('returns to where the visitor was on Back, even from a shorter page', async () => {
    const page = await desktop.newPage();
    try {
      await openPage(page, siteUrl, '/about');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(() => window.scrollY > 0);
      const bottom = await page.evaluate(() => window.scrollY);

      await page.locator('footer a[href="/corp-news"]').click();
      await page.waitForURL(/\/corp-news$/);
      await expect.poll(() => headingOf(page)).toMatch(/^Corporate News$/i);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await expect.poll(() => headingOf(page)).toMatch(/^About the Blaze$/i);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(bottom - 50);
    } finally {
      await page.close();
    }
  });

  it('returns to a post in the news list on Back, though the list arrives after the page', async () => {
    const page = await phone.newPage();
    try {
      await openPage(page, siteUrl, '/blog-2');
      const lastPost = page.locator('main a[href^="/news/"]').last();
      await lastPost.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => window.scrollY > 0);
      const position = await page.evaluate(() => window.scrollY);

      // On the way back the list is slow to come, so the page is first shown too short for the position.
      await page.route(/\/public\/api\/blog-posts\?/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await lastPost.click();
      await page.locator('.news-article__back').first().waitFor();
      await page.goBack();
      await page.waitForURL(/\/blog-2$/);
      // Where it was, not merely as far: the list growing above the footer drags a page left alone past it.
      await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - position), { timeout: 3000 }).toBeLessThan(50);
    } finally {
      await page.close();
    }
  });
});

describe('a path the site does not have', () => {
  it('shows the not-found page with a way home', async () => {
    const page = await desktop.newPage();
    try {
      await openPage(page, siteUrl, '/no-such-page/at-all');
      expect(await headingOf(page)).toMatch(NOT_FOUND_HEADING);
      await expect(page.locator('main').textContent()).resolves.toMatch(/We are Really Sorry But the Page you Requested is Missing/);
      await page.locator('main a', { hasText: 'Go Back to Home' }).click();
      await page.waitForURL(`${siteUrl}/`);
      await expect.poll(() => headingOf(page)).toMatch(/Chicago.s Own/i);
    } finally {
      await page.close();
    }
  });
});
