// The Gallery page against the throwaway API's demo gallery, served like CloudFront serves it:
// the thumbnails really load through the site's own /media/ path under the production CSP, keep
// their boxes before they arrive, and the full image opens in a keyboard-usable viewer.

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_THUMBNAIL_WIDTH } from '../../common/gallery/gallery';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { holdRequests, openInApp, openPage, seriousAxeViolations, watchProblems } from './page-check';
import { siteUrl } from './lane';

const chromium = chromiumForFile();
let desktop: BrowserContext;
let phone: BrowserContext;

beforeAll(async () => {
  desktop = await chromium.newContext(DESKTOP);
  phone = await chromium.newContext(PHONE);
});
afterAll(async () => {
  await desktop?.close();
  await phone?.close();
});

async function openGallery(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await openPage(page, siteUrl, '/gallery');
  await page.locator('.gallery-tile').first().waitFor();
  return page;
}

/** The grid's thumbnails that have arrived: their address, decoded width and reserved attributes. */
async function thumbnails(page: Page) {
  return page.locator('.gallery-tile__image').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => ({
      src: new URL(image.src).pathname,
      complete: image.complete,
      naturalWidth: image.naturalWidth,
      // The file the browser chose from the srcset (naturalWidth is then scaled to the sizes' width).
      shown: image.currentSrc ? new URL(image.currentSrc).pathname : '',
      width: image.getAttribute('width'),
      height: image.getAttribute('height'),
      loading: image.getAttribute('loading'),
    })),
  );
}

describe('/gallery', () => {
  it('shows the first 50 demo images as thumbnails loaded through /media/, with no console error or failed request', async () => {
    const page = await desktop.newPage();
    const problems = watchProblems(page);
    try {
      await openPage(page, siteUrl, '/gallery');
      await page.locator('.gallery-tile').first().waitFor();

      expect(await page.locator('main h1').textContent()).toBe('OUR PHOTO GALLERY');
      await expect.poll(() => page.getByText(/^Showing 50 of \d+ images$/).count()).toBe(1);
      expect(await page.locator('.gallery-tile').count()).toBe(50);
      // The first tiles load at once; their pixels really arrived from the media bucket.
      await expect
        .poll(async () => (await thumbnails(page)).slice(0, 6).every((thumb) => thumb.complete && thumb.naturalWidth > 0))
        .toBe(true);
      const thumbs = await thumbnails(page);
      for (const thumb of thumbs) {
        expect(thumb.src).toMatch(/^\/media\/gallery\/.+-thumb\.webp$/);
        expect(Number(thumb.width)).toBe(GALLERY_THUMBNAIL_WIDTH);
        expect(Number(thumb.height)).toBeGreaterThan(0);
      }
      expect(thumbs.slice(0, 6).every((thumb) => thumb.naturalWidth > 0 && thumb.shown === thumb.src)).toBe(true);
      expect(thumbs.at(-1)?.loading).toBe('lazy');
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    } finally {
      await page.close();
    }
  });

  it('serves images as WebP with a long cache life and nosniff, and the list with a short one', async () => {
    const page = await openGallery(desktop);
    try {
      const full = await page.locator('.gallery-tile__view').first().getAttribute('href');
      const image = await page.request.get(new URL(full ?? '', siteUrl).href);
      const list = await page.request.get(new URL('/public/api/gallery?limit=6', siteUrl).href);

      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/webp');
      expect(image.headers()['cache-control']).toMatch(/max-age=31536000/);
      expect(image.headers()['x-content-type-options']).toBe('nosniff');
      expect(list.headers()['cache-control']).toMatch(/^public, max-age=\d{1,3}$/);
      const missing = await page.request.get(new URL('/media/gallery/no-such-image.webp', siteUrl).href);
      expect(missing.status()).toBe(403);
    } finally {
      await page.close();
    }
  });

  it('reserves each thumbnail’s box before its pixels arrive, so nothing moves when they do', async () => {
    const page = await desktop.newPage();
    const release = await holdRequests(page, '**/media/**');
    try {
      await page.goto(new URL('/gallery', siteUrl).href, { waitUntil: 'domcontentloaded' });
      await page.locator('.gallery-tile').first().waitFor();
      const heights = () =>
        page
          .locator('.gallery-tile__image')
          .evaluateAll((images) => images.slice(0, 8).map((image) => image.getBoundingClientRect().height));
      const tops = () =>
        page.locator('.gallery-tile__title').evaluateAll((titles) => titles.slice(0, 8).map((title) => title.getBoundingClientRect().top));
      const before = { heights: await heights(), tops: await tops() };
      expect(
        await page
          .locator('.gallery-tile__image')
          .evaluateAll((images) => images.slice(0, 8).every((image) => !(image as HTMLImageElement).complete)),
      ).toBe(true);
      expect(before.heights.every((height) => height > 100)).toBe(true);

      release();
      await expect
        .poll(() =>
          page
            .locator('.gallery-tile__image')
            .evaluateAll((images) => images.slice(0, 6).every((image) => (image as HTMLImageElement).naturalWidth > 0)),
        )
        .toBe(true);

      expect({ heights: await heights(), tops: await tops() }).toEqual(before);
    } finally {
      release();
      await page.close();
    }
  });

  it('adds the next block with Load More, and opens the full image from the keyboard in a viewer that Escape closes', async () => {
    const page = await openGallery(desktop);
    try {
      const total = Number((await page.getByText(/^Showing 50 of \d+ images$/).textContent())?.match(/of (\d+)/)?.[1]);
      await page.getByRole('button', { name: 'Load More Images' }).click();
      await expect.poll(() => page.locator('.gallery-tile').count()).toBe(Math.min(100, total));
      expect(await page.getByText(`Showing ${Math.min(100, total)} of ${total} images`).count()).toBe(1);

      const opener = page.locator('.gallery-tile__open').first();
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const viewerImage = dialog.locator('img');
      const full = new URL((await page.locator('.gallery-tile__view').first().getAttribute('href')) ?? '', siteUrl).pathname;
      await expect
        .poll(() =>
          viewerImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && new URL(image.currentSrc).pathname),
        )
        .toBe(full);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('fits a phone screen, with no serious accessibility violation', async () => {
    const page = await openGallery(phone);
    try {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('shows the built-in pictures and Try Again when the API fails', async () => {
    const page = await desktop.newPage();
    try {
      await page.route('**/public/api/gallery?**', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
      );
      // Reached through the site's menu, the page loads its pictures in the browser (landed on, it
      // arrives with them), so the API's failure shows.
      await openInApp(page, siteUrl, '/about', '/gallery');
      const alert = page.getByRole('alert');
      await alert.waitFor();

      expect(await alert.getByRole('heading', { name: 'Failed to load gallery images' }).count()).toBe(1);
      expect(await alert.getByText('Showing fallback images').count()).toBe(1);
      await expect
        .poll(() => alert.locator('img').evaluateAll((images) => (images as HTMLImageElement[]).map((image) => image.naturalWidth > 0)))
        .toEqual([true, true, true]);

      await page.unroute('**/public/api/gallery?**');
      await alert.getByRole('button', { name: 'Try Again' }).click();
      await page.locator('.gallery-tile__view').first().waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});
