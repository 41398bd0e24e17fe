// The officers' store console in Chromium under the production CSP, signed in for real as the demo
// officer through cognito-local's hosted UI: a negative price is refused in the browser, a new price
// saved from /officers/store, with a picture uploaded from the form, shows on the product's public
// page (the picture is removed again and leaves the media bucket), and the console fits a phone.
// The product is one of the demo store's products without variants (its page shows the product's own
// price), found through the API, and its price is put back afterwards.

import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../common/store/price';
import type { Product, Store } from '../../common/store/store';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { signInAsOfficer, siteProblems } from './officer-session';
import { openPage, seriousAxeViolations, waitForRegenerated, watchProblems, withoutDemoMissingPicture, withPage } from './page-check';
import { siteUrl } from './lane';

const chromium = chromiumForFile();
let officer: BrowserContext;
let store: Store;
let product: Product;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(new URL(path, siteUrl));
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

beforeAll(async () => {
  officer = await chromium.newContext({ ...DESKTOP, ignoreHTTPSErrors: true });
  const [first] = await api<Store[]>('/api/stores');
  if (!first) throw new Error('the demo has no store');
  store = first;
  const plain = (await api<Product[]>(`/api/stores/${store.id}/products`)).find(
    (entry) => entry.ProductVariants.length === 0 && entry.price !== null,
  );
  if (!plain) throw new Error(`${store.name} has no product without variants`);
  product = plain;
});
afterAll(async () => {
  await officer.close();
});

/** The site's problems less the store demo's deliberately missing picture. */
function storeProblems(page: Page) {
  const problems = siteProblems(page);
  return () => withoutDemoMissingPicture(problems());
}

/** Saves the product with `price`, first adding a picture upload or removing the picture at a position. */
async function savePrice(page: Page, price: string, pictures: { add?: Buffer; remove?: number } = {}): Promise<void> {
  await page.getByRole('button', { name: `Edit ${product.name}` }).click();
  const form = page.getByRole('form', { name: 'Edit product' });
  await form.getByLabel('Price (US dollars)').fill(price);
  if (pictures.add) {
    await form
      .getByLabel('Add pictures (JPEG, PNG or WebP)')
      .setInputFiles({ name: 'new-side.png', mimeType: 'image/png', buffer: pictures.add });
    await form.getByRole('img', { name: /\(new-side\.png, new\)$/ }).waitFor({ state: 'visible', timeout: 20_000 });
  }
  if (pictures.remove !== undefined) await form.getByRole('button', { name: `Remove Picture ${pictures.remove}` }).click();
  await form.getByRole('button', { name: 'Save Product' }).click();
  await expect
    .poll(() => page.locator('.products-console > .form-alert-slot').first().textContent(), { timeout: 15_000 })
    .toContain(`${product.name} saved.`);
}

describe("the officers' store console", () => {
  it("lets the demo officer sign in, refuses a negative price, and a new price and an uploaded picture show on the product's public page", async () => {
    await withPage(officer, async (page) => {
      const problems = storeProblems(page);
      await signInAsOfficer(page, '/officers/store');

      const edit = page.getByRole('button', { name: `Edit ${product.name}` });
      await edit.waitFor({ state: 'visible', timeout: 15_000 });
      await edit.click();
      const form = page.getByRole('form', { name: 'Edit product' });
      await form.getByLabel('Price (US dollars)').fill('-3');
      await form.getByRole('button', { name: 'Save Product' }).click();
      await expect.poll(() => form.getByRole('alert').filter({ hasText: 'nothing was saved' }).count()).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Cancel' }).click();

      const before = (product.price ?? 0).toFixed(2);
      const changed = ((product.price ?? 0) + 3.21).toFixed(2);
      const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8102e' } })
        .png()
        .toBuffer();
      const pictureCount = new Set([...product.ProductImages.map((image) => image.url), ...product.images]).size;
      let uploaded: string | undefined;
      try {
        await savePrice(page, changed, { add: picture });
        // A visitor of their own, whose browser holds no earlier answer for the product.
        const visitor = await chromium.newContext(PHONE);
        try {
          await withPage(visitor, async (visit) => {
            await waitForRegenerated(siteUrl, `/product/${store.id}/${product.id}`, formatPrice(Number(changed)));
            await openPage(visit, siteUrl, `/product/${store.id}/${product.id}`);
            await expect
              .poll(() => visit.locator('.store-product__price').textContent(), { timeout: 15_000 })
              .toBe(formatPrice(Number(changed)));
            // The uploaded PNG (the demo's pictures are WebP), claimed under the product's id, loads from /media/* under the CSP.
            const shown = visit.locator(`img[src^="/media/store/${product.id}-"][src$=".png"]`).first();
            await shown.waitFor({ state: 'attached', timeout: 15_000 });
            await shown.scrollIntoViewIfNeeded();
            uploaded = (await shown.getAttribute('src')) ?? undefined;
            expect(uploaded).toMatch(new RegExp(`^/media/store/${product.id}-[0-9a-f]{12}\\.png$`));
            await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
          });
        } finally {
          await visitor.close();
        }
      } finally {
        // Other browser tests read the demo store's prices and pictures.
        await savePrice(page, before, uploaded ? { remove: pictureCount + 1 } : {});
      }
      if (uploaded) expect((await fetch(new URL(uploaded, siteUrl))).ok).toBe(false);
      expect(problems()).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it('fits the store console with a product form open on a phone, accessibly', async () => {
    // The officer's context is signed in by the test before.
    await withPage(officer, async (page) => {
      const problems = watchProblems(page);
      if (!PHONE.viewport) throw new Error('PHONE names no viewport');
      await page.setViewportSize(PHONE.viewport);
      await openPage(page, siteUrl, '/officers/store');
      const edit = page.getByRole('button', { name: `Edit ${product.name}` });
      await edit.waitFor({ state: 'visible', timeout: 15_000 });
      await edit.click();
      await page.getByRole('button', { name: 'Add Variant' }).click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(withoutDemoMissingPicture(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });
});
