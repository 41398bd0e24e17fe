// A page that arrives rendered is taken over in parts (web/src/components/hydration/): what never
// changes stays as served, with no React fiber under it; an interactive part is taken over when the
// visitor reaches for it or scrolls to it, and answers that first tap; and moving through the site
// from such a page and back renders each page whole, in the same document.

import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { hasReactFiber, openPage, watchProblems, withPage } from './page-check';
import { DEMO_NIGHT_ID } from '../../local/demo/club-nights-dataset';
import { siteUrl } from './lane';

const chromium = chromiumForFile();
let desktop: BrowserContext;
let phone: BrowserContext;

beforeAll(async () => {
  desktop = await chromium.newContext(DESKTOP);
  phone = await chromium.newContext(PHONE);
});

/** A page of text and pictures, with the menus and the footer's form as its only interactive parts. */
const CONTENT_PAGE = '/who-we-are';

/** The elements under the static parts within `scope` that React has a fiber for, and how many elements there are. */
function fibersUnderStaticParts(page: Page, scope = 'body'): Promise<{ parts: number; elements: number; withFiber: number }> {
  return page.evaluate((scope) => {
    const parts = [...document.querySelectorAll(`${scope} [data-static-part]`)];
    const elements = parts.flatMap((part) => [...part.querySelectorAll('*')]);
    const withFiber = elements.filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
    return { parts: parts.length, elements: elements.length, withFiber: withFiber.length };
  }, scope);
}

describe.concurrent('a page taken over in parts', () => {
  it('keeps its static parts as served: the same nodes, and no React fiber under them', async ({ expect }) => {
    await withPage(phone, async (page) => {
      const problems = watchProblems(page);
      await page.goto(new URL(CONTENT_PAGE, siteUrl).href, { waitUntil: 'commit' });
      const served = await page.locator('[data-static-part] h2').first().elementHandle();
      await page.locator('html[data-taken-over]').waitFor({ state: 'attached' });

      const { parts, elements, withFiber } = await fibersUnderStaticParts(page);
      expect(parts).toBeGreaterThan(3);
      expect(elements).toBeGreaterThan(50);
      expect(withFiber).toBe(0);
      expect(await served?.evaluate((element) => element.isConnected)).toBe(true);
      // React has the page itself: its root and the parts around the static ones.
      expect(await hasReactFiber(page.locator('main'))).toBe(true);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it('keeps them as served on a link with campaign tags, as Facebook and the mailing add to every link', async ({ expect }) => {
    await withPage(phone, async (page) => {
      const problems = watchProblems(page);
      // A night's page arrives with its data: a query that chose other content would have it rendered afresh.
      await page.goto(new URL(`/events/${DEMO_NIGHT_ID}?utm_source=facebook&fbclid=IwAR0abc`, siteUrl).href, { waitUntil: 'commit' });
      await page.locator('html[data-taken-over]').waitFor({ state: 'attached' });
      const { parts, withFiber } = await fibersUnderStaticParts(page);
      expect(parts).toBeGreaterThan(0);
      expect(withFiber).toBe(0);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it("takes the phone's menu over on the first tap, which opens it", async ({ expect }) => {
    await withPage(phone, async (page) => {
      await openPage(page, siteUrl, CONTENT_PAGE);
      const toggle = page.getByRole('button', { name: 'Menu' });
      expect(await hasReactFiber(toggle)).toBe(false);

      await toggle.tap();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await page.locator('#mobile-menu-panel').isVisible()).toBe(true);
      expect(await hasReactFiber(toggle)).toBe(true);
    });
  });

  it("takes the footer's newsletter form over as it nears the screen, and not before", async ({ expect }) => {
    await withPage(phone, async (page) => {
      await openPage(page, siteUrl, CONTENT_PAGE);
      const form = page.locator('footer form');
      const submit = form.locator('button[type="submit"]');
      expect(await hasReactFiber(form)).toBe(false);
      expect(await submit.isDisabled()).toBe(true);

      await form.scrollIntoViewIfNeeded();
      await expect.poll(() => hasReactFiber(form)).toBe(true);
      await expect.poll(() => submit.isEnabled()).toBe(true);
    });
  });

  it('follows a link in a static part inside the site, and renders each page whole there and back', async ({ expect }) => {
    await withPage(desktop, async (page) => {
      const problems = watchProblems(page);
      await openPage(page, siteUrl, CONTENT_PAGE);
      const heading = (await page.locator('main h1').textContent()) ?? '';
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });

      // The breadcrumb's Home is in the banner's static part.
      const home = page.locator('.page-banner [data-static-part] a[href="/"]');
      expect(await hasReactFiber(home)).toBe(false);
      await home.click();
      await page.waitForURL(new URL('/', siteUrl).href);
      await page.locator('.home-hero h1').waitFor();
      // A page rendered in the browser is React's whole: its static parts render as any element.
      await expect.poll(async () => (await fibersUnderStaticParts(page, 'main')).withFiber).toBeGreaterThan(0);

      await page.goBack();
      await page.waitForURL(new URL(CONTENT_PAGE, siteUrl).href);
      await expect.poll(() => page.locator('main h1').textContent()).toBe(heading);
      const { elements, withFiber } = await fibersUnderStaticParts(page, 'main');
      expect(elements).toBeGreaterThan(50);
      expect(withFiber).toBe(elements);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });
});
