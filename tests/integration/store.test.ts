// GET /api/stores, /api/stores/{id}/products and /api/stores/{storeId}/products/{productId}
// against DynamoDB Local, on tables of this file's own.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, Store } from '../../common/store/store';
import { STORE_ID_MAX_LENGTH } from '../../common/store/store-requests';
import { STORE_PRODUCTS_MAX } from '../../lambdas/domain/store/store';
import { route } from '../../lambdas/routes';
import { type ProductItem, productItemSchema } from '../../lambdas/domain/store/product-item';
import { STORES_LIST, type StoreItem } from '../../lambdas/domain/store/store-item';
import { apiEvent, errorText, header, jsonBody } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { REFUSAL_CACHE_SECONDS } from '../../lambdas/runtime/handler';

// list-store-products reads both tables, so its environment serves all three handlers.
const local = await useLocalDynamoDb({ ownTablesPrefix: `it-store-${process.pid}-`, fn: route('list-store-products') });
const { handler: listStores } = await import('../../lambdas/handlers/list-stores');
const { handler: listProducts } = await import('../../lambdas/handlers/list-store-products');
const { handler: getProduct } = await import('../../lambdas/handlers/get-store-product');

const stores: StoreItem[] = [
  { list: STORES_LIST, id: 'second', name: 'B Store', sortOrder: 2 },
  { list: STORES_LIST, id: 'first', name: 'Z Store', sortOrder: 1 },
  { list: STORES_LIST, id: 'empty', name: 'Empty Store', sortOrder: 3 },
  { list: STORES_LIST, id: 'big', name: 'Big Store', sortOrder: 4 },
];

function product(storeId: string, productId: string, extra: Partial<ProductItem> = {}): ProductItem {
  return productItemSchema.parse({
    storeId,
    productId,
    name: `Product ${productId}`,
    description: 'A product.',
    category: 'Hats',
    brand: 'Chicago Blaze',
    price: 20,
    sku: `SKU-${productId}`,
    stockStatus: 'in_stock',
    images: ['/media/store/a.webp'],
    ProductImages: [{ url: '/media/store/a.webp', sortOrder: 0, mockupType: 'front' }],
    ProductVariants: [
      {
        id: `${productId}-red-m`,
        name: 'Red / M',
        size: 'M',
        color: 'Red',
        price: 18,
        sku: null,
        stockStatus: null,
        printfulStockStatus: 'in_stock',
        ProductImages: [{ url: '/media/store/b.webp', sortOrder: 0, mockupType: 'front' }],
      },
    ],
    ...extra,
  });
}

const firstProducts = [product('first', 'cap'), product('first', 'mug', { category: 'Mugs', ProductVariants: [] })];
const secondProducts = [product('second', 'scarf')];
const bigProducts = Array.from({ length: STORE_PRODUCTS_MAX + 5 }, (_, i) =>
  product('big', `p-${String(i).padStart(3, '0')}`, { description: 'x'.repeat(5_000) }),
);

beforeAll(async () => {
  for (const item of stores) await local.ddb.send(new PutCommand({ TableName: local.tableName('stores'), Item: item }));
  for (const item of [...firstProducts, ...secondProducts, ...bigProducts]) {
    await local.ddb.send(new PutCommand({ TableName: local.tableName('products'), Item: item }));
  }
}, 60_000);

afterAll(() => local.close());

const productsOf = (id: string) => listProducts(apiEvent({ path: `/api/stores/${id}/products`, pathParameters: { id } }));
const productAt = (storeId: string, productId: string) =>
  getProduct(apiEvent({ path: `/api/stores/${storeId}/products/${productId}`, pathParameters: { storeId, productId } }));

describe('GET /api/stores', () => {
  it('lists every store as { id, name, sortOrder } in sortOrder, cached publicly', async () => {
    const result = await listStores(apiEvent({ path: '/api/stores' }));

    expect(result.statusCode).toBe(200);
    expect(jsonBody(result) as Store[]).toEqual([
      { id: 'first', name: 'Z Store', sortOrder: 1 },
      { id: 'second', name: 'B Store', sortOrder: 2 },
      { id: 'empty', name: 'Empty Store', sortOrder: 3 },
      { id: 'big', name: 'Big Store', sortOrder: 4 },
    ]);
    expect(header(result, 'cache-control')).toBe(`public, max-age=${route('list-stores').cacheSeconds}`);
  });
});

describe('GET /api/stores/{id}/products', () => {
  it("answers that store's products only, in the Product shape, cached publicly", async () => {
    const result = await productsOf('first');

    expect(result.statusCode).toBe(200);
    const body = jsonBody(result) as Product[];
    expect(body.map((p) => p.id)).toEqual(['cap', 'mug']);
    const { productId, ...rest } = firstProducts[0] as ProductItem;
    expect(body[0]).toEqual({ id: productId, ...rest });
    expect(body[0]).not.toHaveProperty('productId');
    expect(header(result, 'cache-control')).toBe(`public, max-age=${route('list-store-products').cacheSeconds}`);
  });

  it('answers an empty list for a store without products', async () => {
    const result = await productsOf('empty');
    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual([]);
  });

  it('stops at STORE_PRODUCTS_MAX products, reading on past a 1 MB page of DynamoDB', async () => {
    const body = jsonBody(await productsOf('big')) as Product[];
    expect(body).toHaveLength(STORE_PRODUCTS_MAX);
    expect(body[0]?.id).toBe('p-000');
  });

  it('answers 404 { error } for an unknown store, which CloudFront alone keeps briefly', async () => {
    const result = await productsOf('nowhere');
    expect(result.statusCode).toBe(404);
    expect(errorText(result)).toBe('Store not found.');
    expect(header(result, 'cache-control')).toBe(`public, max-age=0, s-maxage=${REFUSAL_CACHE_SECONDS}`);
  });
});

describe('GET /api/stores/{storeId}/products/{productId}', () => {
  it('answers one product', async () => {
    const result = await productAt('second', 'scarf');
    expect(result.statusCode).toBe(200);
    expect((jsonBody(result) as Product).id).toBe('scarf');
    expect((jsonBody(result) as Product).storeId).toBe('second');
    expect(header(result, 'cache-control')).toBe(`public, max-age=${route('get-store-product').cacheSeconds}`);
  });

  it("answers 404 { error } for another store's product and for an unknown one", async () => {
    for (const [storeId, productId] of [
      ['first', 'scarf'],
      ['second', 'cap'],
      ['first', 'nothing'],
      ['nowhere', 'cap'],
    ] as const) {
      const result = await productAt(storeId, productId);
      expect(result.statusCode, `${storeId}/${productId}`).toBe(404);
      expect(errorText(result)).toBe('Product not found.');
      expect(header(result, 'cache-control')).toBe(`public, max-age=0, s-maxage=${REFUSAL_CACHE_SECONDS}`);
    }
  });
});

describe('malformed ids', () => {
  const bad = ['x'.repeat(STORE_ID_MAX_LENGTH + 1), 'Caps', 'a b', 'a/b', '../etc', 'a%00', "a'", 'é', ''];

  it.each(bad)('answer 404 { error } and never a fault: %j', async (id) => {
    for (const result of [await productsOf(id), await productAt(id, 'cap'), await productAt('first', id)]) {
      expect(result.statusCode).toBe(404);
      expect(errorText(result)).toMatch(/^Not found: /);
      expect(header(result, 'cache-control')).toBe(`public, max-age=0, s-maxage=${REFUSAL_CACHE_SECONDS}`);
    }
  });

  it('the longest allowed id is simply not found', async () => {
    const id = 'a'.repeat(STORE_ID_MAX_LENGTH);
    expect((await productsOf(id)).statusCode).toBe(404);
    expect(errorText(await productAt('first', id))).toBe('Product not found.');
  });
});
