// Every picture the public pages show, in Chromium on a laptop (where a picture's file is widest,
// so the srcset rule is strictest; the width and height attributes are the same on every screen):
// each <img> carries its width and height (the box is reserved before the file arrives, so nothing
// below it moves), and a large raster picture (LARGE_WIDTH pixels or wider) comes with a srcset, its
// own or its <picture>'s, so a screen that shows it small can fetch a smaller file. The site's own
// artwork is SVG (one file serves every width); the raster pictures are the hero poster and the
// uploads (the gallery's thumbnail and full image; the store's pictures come in one size, at most
// 800 pixels in the demo).

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePaths } from '../../common/pages/pages';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { waitForHydrated } from './page-check';
import { siteUrl } from './lane';

/** A raster picture this wide is large: on a phone it is several times what its box needs. */
const LARGE_WIDTH = 1000;

/** Pages only for signed-in people, or that leave for the sign-in UI, or that need a real address. */
const notPublic = /^\/(officers|account|login|signup|newsletter\/)|:/;
const publicPages: readonly string[] = [
  ...pagePaths.filter((path) => !notPublic.test(path)),
  '/news/demo-season-kickoff',
  '/product/blaze-club-store/blaze-cap',
];

const chromium = chromiumForFile();
let laptop: BrowserContext;

beforeAll(async () => {
  laptop = await chromium.newContext(DESKTOP);
});
afterAll(async () => {
  await laptop?.close();
});

/** Scrolls through the page so lazy pictures load, then waits (a while at most) for every picture to arrive. */
async function loadEveryPicture(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // At most a hundred screens, however the page grows as parts below are taken over.
    const screens = Math.min(100, Math.ceil(document.documentElement.scrollHeight / Math.max(1, window.innerHeight)));
    for (let screen = 0; screen <= screens; screen++) {
      window.scrollTo(0, screen * window.innerHeight);
      // Lazy pictures are asked for as a frame is drawn with them in view; a page that draws no
      // frame for a while (a busy machine) is scrolled on after half a second.
      await Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 500)),
      ]);
    }
  });
  await page
    .waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 5_000 })
    .catch(() => undefined);
}

/** Every picture of the app's tree that breaks a rule, as readable lines. */
async function pictureProblems(page: Page, largeWidth: number): Promise<string[]> {
  return page.evaluate((large) => {
    const root = document.getElementById('root') ?? document.body;
    const problems: string[] = [];
    for (const image of root.querySelectorAll('img')) {
      const name = image.getAttribute('src') ?? '(no src)';
      const width = Number(image.getAttribute('width'));
      const height = Number(image.getAttribute('height'));
      if (!(width > 0 && height > 0)) problems.push(`${name}: no width and height`);
      const raster = !/\.svg(\?|$)/i.test(image.currentSrc || name);
      const sources = image.parentElement?.localName === 'picture' ? image.parentElement.querySelectorAll('source[srcset]').length : 0;
      if (raster && image.naturalWidth >= large && !image.srcset && sources === 0) {
        problems.push(`${name}: ${image.naturalWidth} pixels wide with no srcset`);
      }
    }
    return problems;
  }, largeWidth);
}

async function openGalleryViewer(page: Page): Promise<void> {
  const open = page.locator('.gallery-tile__open').first();
  // The gallery paints from its HTML before its script runs: a click before hydration does nothing.
  await waitForHydrated(open);
  await open.click();
  await page.locator('dialog[open] img').waitFor();
}

describe('the public pages', () => {
  it('give every picture its size, and every large raster picture a srcset', async () => {
    const problems: string[] = [];
    let next = 0;
    // A few pages at a time: most of a page's time is waiting on its chunks and the API.
    const worker = async () => {
      while (next < publicPages.length) {
        const path = publicPages[next++] as string;
        const page = await laptop.newPage();
        try {
          await page.goto(new URL(path, siteUrl).href);
          await page.locator('main h1').first().waitFor();
          // The pictures that come with the page's data (the store's, the gallery's) follow its API call.
          await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
          if (path === '/gallery') await openGalleryViewer(page);
          await loadEveryPicture(page);
          problems.push(...(await pictureProblems(page, LARGE_WIDTH)).map((line) => `${path}: ${line}`));
        } finally {
          await page.close();
        }
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    expect(problems).toEqual([]);
    // Every public page, scrolled through to its last lazy picture: about 50 pages, three at a time,
    // which on a busy two-core machine can take longer than the project's two minutes a test.
  }, 240_000);
});

describe('the gallery', () => {
  it('fetches the thumbnail, not the full image, for a tile on a laptop', async () => {
    const page = await laptop.newPage();
    try {
      await page.goto(new URL('/gallery', siteUrl).href, { waitUntil: 'networkidle' });
      const tile = page.locator('.gallery-tile__image').first();
      await expect.poll(() => tile.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc)).toMatch(/-thumb\.\w+$/);
      await openGalleryViewer(page);
      const viewer = page.locator('dialog[open] img');
      await expect.poll(() => viewer.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc)).not.toMatch(/-thumb\.\w+$/);
    } finally {
      await page.close();
    }
  });

  it('fetches the thumbnail for a tile on a phone’s dense screen too', async () => {
    const phone = await chromium.newContext({ ...PHONE, deviceScaleFactor: 2 });
    try {
      const page = await phone.newPage();
      await page.goto(new URL('/gallery', siteUrl).href, { waitUntil: 'networkidle' });
      const tile = page.locator('.gallery-tile__image').first();
      await expect.poll(() => tile.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc)).toMatch(/-thumb\.\w+$/);
    } finally {
      await phone.close();
    }
  });
});
