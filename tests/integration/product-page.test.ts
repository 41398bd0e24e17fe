// GET /product/{address+}, the product page function, against DynamoDB Local: the product frame of a
// site build (tests/support/site-build-fixture.ts) with the product's own head.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { route } from '../../lambdas/routes';
import { productItemSchema, type ProductItem } from '../../lambdas/domain/store/product-item';
import { apiEvent, header } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { headOf } from '../support/page-head-reader';
import { FIXTURE_LOADING, fixtureFrames, writeSiteBuildFixture } from '../support/site-build-fixture';

const build = await writeSiteBuildFixture();
const local = await useLocalDynamoDb({
  ownTablesPrefix: `it-product-page-${process.pid}-`,
  fn: route('product-page'),
  site: { siteBuildDir: build.dir, siteUrl: 'https://club.example/' },
});
const { handler } = await import('../../lambdas/handlers/product-page');

const product = (productId: string, extra: Partial<ProductItem>): ProductItem =>
  productItemSchema.parse({
    storeId: 'club',
    productId,
    name: 'Blaze Cap',
    description: 'The club cap, embroidered crest.',
    category: 'Hats',
    brand: 'Chicago Blaze',
    price: 20,
    sku: `SKU-${productId}`,
    stockStatus: 'in_stock',
    images: ['/media/store/cap-side.webp'],
    ProductImages: [
      { url: '/media/store/cap-back.webp', sortOrder: 1, mockupType: 'back' },
      { url: '/media/store/cap-front.webp', sortOrder: 0, mockupType: 'front' },
    ],
    ProductVariants: [],
    ...extra,
  });
const cap = product('cap', {});
const sticker = product('sticker', { name: 'Sticker', description: '', images: [], ProductImages: [] });

async function get(address: string) {
  return handler(apiEvent({ path: `/product/${address}`, routePath: '/product/{address+}', pathParameters: { address } }));
}

beforeAll(async () => {
  for (const item of [cap, sticker]) await local.ddb.send(new PutCommand({ TableName: local.tableName('products'), Item: item }));
});

afterAll(async () => {
  await local.close();
  await build.remove();
});

describe('GET /product/{address+} on DynamoDB Local', () => {
  it("answers the product frame with the product's own title, description, address and first picture", async () => {
    const result = await get('club/cap');
    const head = headOf(String(result.body));

    expect(result.statusCode).toBe(200);
    expect(header(result, 'content-type')).toBe('text/html; charset=utf-8');
    expect(header(result, 'cache-control')).toMatch(/^public, max-age=[1-9]\d*$/);
    expect(head.titles).toEqual(['Blaze Cap | Blaze Rugby Club']);
    expect(head.ogTitle).toEqual(['Blaze Cap | Blaze Rugby Club']);
    expect(head.description).toEqual(['The club cap, embroidered crest.']);
    expect(head.canonical).toEqual(['https://club.example/product/club/cap']);
    expect(head.ogUrl).toEqual(['https://club.example/product/club/cap']);
    // The gallery's first picture by its order, as the page shows it first.
    expect(head.ogImage).toEqual(['https://club.example/media/store/cap-front.webp']);
    expect(String(result.body)).toContain(FIXTURE_LOADING);
  });

  it('describes a product without a description or picture by its name, with the club card', async () => {
    const head = headOf(String((await get('club/sticker')).body));

    expect(head.description).toEqual(['Sticker']);
    expect(head.ogImage).toEqual(['https://club.example/img/hero/hero-poster-1280.webp']);
  });

  it('answers the same product, with its one canonical address, after a trailing slash', async () => {
    const result = await get('club/cap/');

    expect(result.statusCode).toBe(200);
    expect(headOf(String(result.body)).canonical).toEqual(['https://club.example/product/club/cap']);
  });

  it.each([
    ['an unknown product', 'club/no-such-product'],
    ['another store', 'other/cap'],
    ['a store without a product', 'club'],
    ['a path under a product', 'club/cap/more'],
    ['ids that are none', 'Club Store/..'],
  ])('answers the frame as built for %s, with 404, kept briefly by CloudFront only', async (_case, address) => {
    const result = await get(address);

    expect(result.statusCode).toBe(404);
    // CloudFront keeps it as long as a found page (its cache policy's maxTtl); a browser asks again.
    expect(header(result, 'cache-control')).toBe(`public, max-age=0, s-maxage=${route('product-page').cacheSeconds}`);
    expect(headOf(String(result.body)).titles).toEqual([fixtureFrames['/product/:storeId/:productId'].title]);
  });
});
