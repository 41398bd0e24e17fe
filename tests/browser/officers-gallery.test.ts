// The officers' gallery console in Chromium under the production CSP, signed in for real as the demo
// officer through cognito-local's hosted UI: two photos made here with sharp (a PNG and a JPEG) are
// chosen together, get their thumbnails made in the browser, go up to the throwaway API's S3
// stand-in with a progress bar each that reaches 100 %, and are saved; a visitor's /gallery then shows
// both with the thumbnails' own pixels and the server's measured sizes. Their title and description
// hold a stored XSS attempt, which both pages show as text and which runs nothing. The two images
// are deleted afterwards, so the other files see the demo gallery as it was.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_THUMBNAIL_WIDTH, type GalleryImage, type GalleryImageList } from '../../common/gallery/gallery';
import { OFFICER_GALLERY_IMAGE_PATH, OFFICER_GALLERY_IMAGES_PATH } from '../../common/gallery/gallery-edits';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { hostedUi, officerAccessToken, signInAsOfficer, siteProblems } from './officer-session';
import { openPage, seriousAxeViolations, watchProblems, withPage } from './page-check';
import { siteUrl } from './lane';

const chromium = chromiumForFile();
let officer: BrowserContext;
let folder: string;
let pngPath: string;
let jpegPath: string;
let svgPath: string;

const run = Date.now().toString(36);
// Would set the flag, or open a dialog, if any page ever turned the words into markup.
const attack = `<img src=x onerror="window.__galleryXss=1;alert(1)">`;
const firstTitle = `Kick-off ${run}`;
const secondTitle = `${attack} ${run}`;
const added: GalleryImage[] = [];

beforeAll(async () => {
  officer = await chromium.newContext({ ...DESKTOP, ignoreHTTPSErrors: true });
  folder = await mkdtemp(join(tmpdir(), 'blaze-gallery-'));
  pngPath = join(folder, `kickoff-${run}.png`);
  jpegPath = join(folder, `scrum-${run}.jpg`);
  const picture = (width: number, height: number, colour: string) => sharp({ create: { width, height, channels: 3, background: colour } });
  await writeFile(pngPath, await picture(1200, 800, '#b3121b').png().toBuffer());
  await writeFile(jpegPath, await picture(900, 600, '#1b3a5c').jpeg({ quality: 85 }).toBuffer());
  svgPath = join(folder, 'logo.svg');
  await writeFile(svgPath, '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
});
afterAll(async () => {
  await officer?.close();
  await rm(folder, { recursive: true, force: true });
});

/** The site's problems, less the hosted UI's own failed requests. */
function galleryProblems(page: Page) {
  const problems = siteProblems(page);
  return () => {
    const seen = problems();
    return { ...seen, failedRequests: seen.failedRequests.filter((line) => !line.includes(hostedUi)) };
  };
}

async function publicGallery(): Promise<GalleryImage[]> {
  const response = await fetch(new URL('/public/api/gallery?limit=50&offset=0', siteUrl));
  expect(response.status).toBe(200);
  return ((await response.json()) as GalleryImageList).images;
}

describe("the officers' gallery console", () => {
  it('uploads two photos with a progress bar each to 100 %, and a visitor sees both on /gallery, their words as text', async () => {
    await withPage(officer, async (page) => {
      const problems = galleryProblems(page);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      try {
        await signInAsOfficer(page, '/officers/gallery');
        const form = page.getByRole('form', { name: 'Add images' });
        const input = form.getByLabel('Choose images (JPEG, PNG or WebP)');
        await input.waitFor({ state: 'visible', timeout: 15_000 });
        await input.setInputFiles([pngPath, jpegPath]);
        await form.getByLabel('Title of image 1').fill(firstTitle);
        await form.getByLabel('Tags of image 1').fill('match, kick-off');
        await form.getByLabel('Description of image 1').fill(attack);
        await form.getByLabel('Title of image 2').fill(secondTitle);

        // The save waits until both bars have been seen full: without the hold, the form clears as soon as it is saved.
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(
          (url) => url.pathname === OFFICER_GALLERY_IMAGES_PATH,
          async (route) => {
            await held;
            await route.continue();
          },
        );
        await form.getByRole('button', { name: 'Add 2 Images' }).click();
        const bars = form.getByRole('progressbar');
        await expect
          .poll(() => bars.evaluateAll((found) => found.map((bar) => bar.getAttribute('value'))), { timeout: 20_000 })
          .toEqual(['100', '100']);
        expect(await bars.evaluateAll((found) => found.map((bar) => bar.getAttribute('aria-label')))).toEqual([
          `Uploading kickoff-${run}.png`,
          `Uploading scrum-${run}.jpg`,
        ]);
        release();
        await expect
          .poll(() => form.getByRole('status').textContent(), { timeout: 20_000 })
          .toBe('2 images added. The Gallery page shows them within a minute.');
        await page.unroute((url) => url.pathname === OFFICER_GALLERY_IMAGES_PATH);

        const stored = (await publicGallery()).slice(0, 2);
        added.push(...stored);
        expect(stored.map((image) => image.title)).toEqual([firstTitle, secondTitle]);
        const [kickoff, scrum] = stored as [GalleryImage, GalleryImage];
        expect(kickoff).toMatchObject({ width: 1200, height: 800, tags: ['match', 'kick-off'], description: attack });
        // Both photos are 3:2, so both thumbnails are too.
        const thumbnail = { width: GALLERY_THUMBNAIL_WIDTH, height: Math.round((GALLERY_THUMBNAIL_WIDTH * 2) / 3) };
        expect(kickoff.thumbnail).toMatchObject(thumbnail);
        expect(kickoff.s3Url).toMatch(/\.png$/);
        expect(scrum).toMatchObject({ width: 900, height: 600, fileName: `scrum-${run}.jpg` });
        expect(scrum.thumbnail).toMatchObject(thumbnail);
        expect(scrum.s3Url).toMatch(/\.jpg$/);

        // The console lists them first, the hostile title as its own text.
        const headings = page.getByRole('list', { name: 'Gallery images' }).getByRole('heading', { level: 3 });
        expect((await headings.allTextContents()).slice(0, 2)).toEqual([firstTitle, secondTitle]);
        expect(await seriousAxeViolations(page)).toEqual([]);

        const visitor = await chromium.newContext(PHONE);
        try {
          await withPage(visitor, async (visit) => {
            const seen = watchProblems(visit);
            const visitorDialogs: string[] = [];
            visit.on('dialog', (dialog) => {
              visitorDialogs.push(dialog.message());
              void dialog.dismiss();
            });
            await openPage(visit, siteUrl, '/gallery');
            const tiles = visit.locator('.gallery-tile');
            await expect.poll(() => tiles.locator('.gallery-tile__title').first().textContent(), { timeout: 15_000 }).toBe(firstTitle);
            expect(await tiles.nth(1).locator('.gallery-tile__title').textContent()).toBe(secondTitle);
            expect(await tiles.first().locator('.gallery-tile__description').textContent()).toBe(attack);
            // Both thumbnails' pixels arrived from the media bucket (the srcset's choice on this screen),
            // their boxes at the size the server measured.
            await expect
              .poll(() =>
                tiles
                  .locator('.gallery-tile__image')
                  .evaluateAll((images) =>
                    (images as HTMLImageElement[])
                      .slice(0, 2)
                      .map((image) => [
                        image.currentSrc ? new URL(image.currentSrc).pathname : '',
                        image.naturalWidth > 0,
                        image.getAttribute('width'),
                        image.getAttribute('height'),
                      ]),
                  ),
              )
              .toEqual([
                [kickoff.thumbnail.url, true, String(thumbnail.width), String(thumbnail.height)],
                [scrum.thumbnail.url, true, String(thumbnail.width), String(thumbnail.height)],
              ]);
            expect(await visit.evaluate(() => (window as { __galleryXss?: number }).__galleryXss)).toBeUndefined();
            expect(await visit.locator('img[src="x"]').count()).toBe(0);
            expect(visitorDialogs).toEqual([]);
            expect(seen).toEqual({ consoleErrors: [], failedRequests: [] });
          });
        } finally {
          await visitor.close();
        }

        expect(await page.evaluate(() => (window as { __galleryXss?: number }).__galleryXss)).toBeUndefined();
        expect(dialogs).toEqual([]);
        expect(problems()).toEqual({ consoleErrors: [], failedRequests: [] });
      } finally {
        // Other files read the demo gallery: the two images leave it again, files and all.
        const token = added.length > 0 ? await officerAccessToken(page) : '';
        for (const image of added) {
          const response = await fetch(new URL(OFFICER_GALLERY_IMAGE_PATH.replace('{imageId}', image.id), siteUrl), {
            method: 'DELETE',
            headers: { authorization: `Bearer ${token}` },
          });
          expect(response.status).toBe(200);
          for (const file of [image.s3Url, image.thumbnail.url]) expect((await fetch(new URL(file, siteUrl))).ok).toBe(false);
        }
      }
    });
  });

  it('fits the console with two chosen photos and a refused file on a phone, accessibly, and sends nothing before the save', async () => {
    // The officer's context is signed in by the test before.
    await withPage(officer, async (page) => {
      const problems = watchProblems(page);
      if (!PHONE.viewport) throw new Error('PHONE names no viewport');
      await page.setViewportSize(PHONE.viewport);
      await openPage(page, siteUrl, '/officers/gallery');
      const form = page.getByRole('form', { name: 'Add images' });
      const input = form.getByLabel('Choose images (JPEG, PNG or WebP)');
      await input.waitFor({ state: 'visible', timeout: 15_000 });
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') uploads.push(request.url());
      });
      await input.setInputFiles([pngPath, jpegPath, svgPath]);
      expect(await form.getByRole('alert').textContent()).toContain('logo.svg: The file must be a JPEG, PNG or WebP image.');
      expect(await form.getByRole('list', { name: 'Images to add' }).getByRole('listitem').count()).toBe(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(uploads).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });
});
