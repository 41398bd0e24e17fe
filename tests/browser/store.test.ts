// The live store in Chromium against the built site and the demo store, under the production CSP:
// stores and products, filters kept in the address (reload, Back, a shared link), switching store,
// a product page with its variants, the out-of-stock state and Product Not Found, at two sizes.
// The test reads the demo data through the API and picks its cases with the shared store rules,
// so it holds for any demo data with two stores, variants and a product out of stock.

import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { choiceAvailable, galleryImages, type Product, productInStock, type Store, variantOptions } from '../../common/store/store';
import { filterProducts } from '../../web/src/features/store/product-filters';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { openPage, seriousAxeViolations, watchProblems, withoutDemoMissingPicture, withPage } from './page-check';
import { siteUrl } from './lane';

const chromium = chromiumForFile();
let desktop: BrowserContext;
let phone: BrowserContext;
let stores: Store[];
let productsByStore: Map<string, Product[]>;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(new URL(path, siteUrl));
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

beforeAll(async () => {
  desktop = await chromium.newContext(DESKTOP);
  phone = await chromium.newContext(PHONE);
  stores = await api<Store[]>('/api/stores');
  productsByStore = new Map();
  for (const store of stores) productsByStore.set(store.id, await api<Product[]>(`/api/stores/${store.id}/products`));
});

const cards = (page: Page) => page.locator('.store-card');
const cardNames = (page: Page) => page.locator('.store-card__title').allTextContents();

async function openStore(page: Page, path = '/store'): Promise<void> {
  await openPage(page, siteUrl, path);
  await cards(page).first().waitFor({ state: 'visible' });
}

/** Every picture on the page shows something: a broken one has fallen back to the default hat. */
async function brokenImages(page: Page): Promise<string[]> {
  return page
    .locator('main img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src),
    );
}

describe('/store', () => {
  it('has two or more demo stores with products, one out of stock, some with variants', () => {
    expect(stores.length).toBeGreaterThanOrEqual(2);
    const all = [...productsByStore.values()].flat();
    expect(all.some((product) => !productInStock(product))).toBe(true);
    expect(all.some((product) => product.ProductVariants.length > 1)).toBe(true);
  });

  it('selects the first store, lists its products and counts them, with pictures that all show', async () => {
    await withPage(desktop, async (page) => {
      const problems = watchProblems(page);
      await openStore(page);
      const first = stores[0] as Store;
      const products = productsByStore.get(first.id) ?? [];

      expect(await page.locator('h1').textContent()).toBe('Blaze Store');
      expect(await page.getByLabel('Store', { exact: true }).inputValue()).toBe(first.id);
      expect(await cardNames(page)).toEqual(products.map((product) => product.name));
      await expect.poll(() => page.locator('.store-count').textContent()).toBe(`Showing ${products.length} products`);
      await page.waitForLoadState('networkidle');
      expect(await brokenImages(page)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(withoutDemoMissingPicture(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it('keeps search and category in the address through reload and Back, and Clear Filters clears them', async () => {
    await withPage(desktop, async (page) => {
      const products = productsByStore.get((stores[0] as Store).id) ?? [];
      const category = products.find((product) => product.category)?.category as string;
      const inCategory = products.filter((product) => product.category === category).map((product) => product.name);
      await openStore(page);

      await page.getByLabel('Category').selectOption(category);
      await expect.poll(() => cardNames(page)).toEqual(inCategory);
      expect(new URL(page.url()).searchParams.get('category')).toBe(category);

      const word = (inCategory[0] as string).split(' ')[0] as string;
      await page.getByRole('searchbox', { name: 'Search' }).fill(word);
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(word);
      // The address changes before the list re-renders: wait for the list the page's own filter gives.
      const filtered = filterProducts(products, word, category).map((product) => product.name);
      expect(filtered.length).toBeGreaterThan(0);
      await expect.poll(() => cardNames(page)).toEqual(filtered);

      await page.reload();
      // The page arrives with every product; the app then shows the filtered view.
      await expect.poll(() => cardNames(page)).toEqual(filtered);
      expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(word);

      // A shared link opens the same view in a fresh page.
      const shared = page.url();
      await withPage(desktop, async (other) => {
        await other.goto(shared);
        // The page arrives with every product; the app then shows the shared view.
        await expect.poll(() => cardNames(other)).toEqual(filtered);
      });

      await page.getByRole('searchbox', { name: 'Search' }).fill('no product is called this');
      await page.getByRole('heading', { name: 'No products found' }).waitFor();
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await expect.poll(() => cardNames(page)).toEqual(products.map((product) => product.name));

      await page.goBack();
      await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe(category);
      await expect.poll(() => cardNames(page)).not.toEqual(products.map((product) => product.name));
    });
  });

  it('switches store from the selector, and Back returns to the first', async () => {
    await withPage(desktop, async (page) => {
      const [first, second] = stores as [Store, Store];
      await openStore(page);

      await page.getByLabel('Store', { exact: true }).selectOption(second.id);
      await expect.poll(() => cardNames(page)).toEqual((productsByStore.get(second.id) ?? []).map((product) => product.name));
      expect(new URL(page.url()).searchParams.get('store')).toBe(second.id);

      await page.goBack();
      await expect.poll(() => cardNames(page)).toEqual((productsByStore.get(first.id) ?? []).map((product) => product.name));
    });
  });

  it('fits a phone screen, and a broken product picture shows the default hat', async () => {
    await withPage(phone, async (page) => {
      await openStore(page);
      for (const store of stores) {
        await page.getByLabel('Store', { exact: true }).selectOption(store.id);
        await cards(page).first().waitFor({ state: 'visible' });
        await page.waitForLoadState('networkidle');
        expect(await brokenImages(page)).toEqual([]);
        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      }
    });
  });
});

describe('/product/:storeId/:productId', () => {
  const withVariants = () => {
    for (const store of stores) {
      for (const product of productsByStore.get(store.id) ?? []) {
        const { sizes, colors } = variantOptions(product);
        if (productInStock(product) && sizes.length > 1 && colors.length > 1) return { store, product };
      }
    }
    throw new Error('the demo data has no product in stock with sizes and colours');
  };
  /** A colour and a size of one product that no variant combines. */
  const missingCombination = () => {
    const found = [...productsByStore.values()].flat().flatMap((product) => {
      const { sizes, colors } = variantOptions(product);
      return colors.flatMap((color) =>
        sizes.filter((size) => !choiceAvailable(product, { size: null, color }, 'size', size)).map((size) => ({ product, color, size })),
      );
    })[0];
    if (!found) throw new Error('the demo data has no product with a size-colour combination that does not exist');
    return found;
  };

  it('opens from its card and shows gallery, price, variants, stock and Product JSON-LD', async () => {
    await withPage(desktop, async (page) => {
      const problems = watchProblems(page);
      const { store, product } = withVariants();
      await openStore(page, `/store?store=${store.id}`);

      await page.getByRole('link', { name: product.name, exact: true }).click();
      await page.waitForURL(`**/product/${store.id}/${product.id}`);
      await page.locator('h1', { hasText: product.name }).waitFor();
      expect(await page.getByRole('button', { name: 'Add to Cart' }).isEnabled()).toBe(true);
      expect(await page.locator('.store-product__stock').textContent()).toBe('In stock');

      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}');
      expect(ld).toMatchObject({
        '@type': 'Product',
        name: product.name,
        offers: { '@type': 'Offer', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      });

      // A thumbnail for each picture of the gallery, which has several: the second one, pressed from the keyboard, shows.
      const pictures = galleryImages(product);
      expect(pictures.length).toBeGreaterThan(1);
      const thumbs = page.locator('.store-gallery__thumb');
      expect(await thumbs.count()).toBe(pictures.length);
      await thumbs.nth(1).focus();
      await page.keyboard.press('Enter');
      expect(await thumbs.nth(1).getAttribute('aria-pressed')).toBe('true');

      await page.getByRole('button', { name: 'Add to Cart' }).click();
      expect(await page.getByRole('status').filter({ hasText: 'Online ordering is not open yet' }).count()).toBe(1);

      await page.waitForLoadState('networkidle');
      expect(await brokenImages(page)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(withoutDemoMissingPicture(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it('marks a size-colour combination that does not exist as unavailable', async () => {
    const found = missingCombination();
    await withPage(desktop, async (page) => {
      await openPage(page, siteUrl, `/product/${found.product.storeId}/${found.product.id}`);
      await page.locator('h1', { hasText: found.product.name }).waitFor();
      await page.locator('.store-choice__button', { hasText: new RegExp(`^${found.color}$`) }).click();
      const size = page.locator('.store-choice__button', { hasText: new RegExp(`^${found.size}$`) });
      expect(await size.getAttribute('aria-disabled')).toBe('true');
      // Playwright waits for an enabled button; a visitor can still press this one, and nothing changes.
      await size.click({ force: true });
      expect(await size.getAttribute('aria-pressed')).toBe('false');
    });
  });

  it('shows a product out of stock with add-to-cart disabled, on a phone', async () => {
    const soldOut = [...productsByStore.values()].flat().find((product) => !productInStock(product)) as Product;
    await withPage(phone, async (page) => {
      await openPage(page, siteUrl, `/product/${soldOut.storeId}/${soldOut.id}`);
      await page.locator('h1', { hasText: soldOut.name }).waitFor();
      expect(await page.locator('.store-product__stock').textContent()).toBe('Out of stock');
      expect(await page.getByRole('button', { name: 'Out of Stock' }).isDisabled()).toBe(true);
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}');
      expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    });
  });

  it("is served with the product's own title, description, address and picture, for link previews that run no script", async () => {
    const { store, product } = withVariants();
    const context = await chromium.newContext({ ...DESKTOP, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const address = new URL(`/product/${store.id}/${product.id}`, siteUrl).href;
      const response = await page.goto(address);
      const meta = (selector: string) => page.locator(selector).getAttribute('content');

      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
      expect(await page.title()).toBe(`${product.name} | Blaze Rugby Club`);
      expect(await meta('meta[property="og:title"]')).toBe(`${product.name} | Blaze Rugby Club`);
      expect(await meta('meta[name="description"]')).toBe(product.description || product.name);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(address);
      expect(await meta('meta[property="og:image"]')).toMatch(/^http:\/\/localhost:\d+\/media\//);
      expect(await page.locator('header.site-header').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('says Product Not Found for an unknown product, answered with 404, and leads back to the store', async () => {
    await withPage(desktop, async (page) => {
      const response = await page.request.get(new URL(`/product/${(stores[0] as Store).id}/no-such-product`, siteUrl).href);
      expect(response.status()).toBe(404);
      await openPage(page, siteUrl, `/product/${(stores[0] as Store).id}/no-such-product`);
      await page.getByRole('heading', { level: 1, name: 'Product Not Found' }).waitFor();
      expect(await page.getByText('The requested product could not be found.').count()).toBe(1);
      await page.getByRole('link', { name: 'Back to Store' }).last().click();
      await page.waitForURL('**/store');
      await cards(page).first().waitFor({ state: 'visible' });
    });
  });
});
