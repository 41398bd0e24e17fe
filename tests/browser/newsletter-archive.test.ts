// The newsletters' public archive as a visitor's browser sees it, under the production CSP: the
// list of sent newsletters (the demo one to the Fossils), each leading to its own page as it was
// mailed; on a desktop and on a phone, no serious axe violation, no console error or failed request,
// no CSP violation and nothing wider than the screen.

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_ARCHIVE_PAGE, newsletterPagePath } from '../../common/newsletter/newsletters';
import { DEMO_NEWSLETTER_ID, demoNewsletterItem } from '../../local/demo/newsletters-dataset';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { openPage, seriousAxeViolations, watchProblems } from './page-check';
import { siteUrl } from './lane';

const { subject } = demoNewsletterItem(Date.now());

const chromium = chromiumForFile();
const screens = { desktop: DESKTOP, phone: PHONE } as const;
// Every context's pages are under the per-file CSP watch (chromium-per-file.ts): a violation fails the test.
const contexts: Partial<Record<keyof typeof screens, BrowserContext>> = {};

beforeAll(async () => {
  for (const [name, options] of Object.entries(screens) as [keyof typeof screens, (typeof screens)[keyof typeof screens]][]) {
    contexts[name] = await chromium.newContext(options);
  }
});
afterAll(async () => {
  for (const context of Object.values(contexts)) await context.close();
});

async function fits(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe.each(Object.keys(screens) as (keyof typeof screens)[])('the archive on a %s', (screen) => {
  it('lists the sent newsletter and leads to it, each page clean and within the screen', async () => {
    const context = contexts[screen];
    if (!context) throw new Error('no browser context');
    const page = await context.newPage();
    const problems = watchProblems(page);
    try {
      await openPage(page, siteUrl, NEWSLETTER_ARCHIVE_PAGE);
      expect((await page.locator('main h1').textContent())?.trim()).toMatch(/^Newsletters$/i);
      const link = page.getByRole('link', { name: subject });
      await expect.poll(() => link.count()).toBe(1);
      expect(await fits(page)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await link.click();
      await page.waitForURL(`**${newsletterPagePath(DEMO_NEWSLETTER_ID)}`);
      await expect.poll(async () => (await page.locator('main h1').textContent())?.trim()).toBe(subject);
      await expect.poll(() => page.getByText('Back on the pitch in Lemont').count()).toBe(1);
      await expect.poll(() => page.getByText(/to the subscribers for Fossils/).count()).toBe(1);
      expect(await fits(page)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Opened directly, as from a mail's "Read it on the website".
      await openPage(page, siteUrl, newsletterPagePath(DEMO_NEWSLETTER_ID));
      await expect.poll(async () => (await page.locator('main h1').textContent())?.trim()).toBe(subject);
      expect(await fits(page)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);

      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    } finally {
      await page.close();
    }
  });
});
