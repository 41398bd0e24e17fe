// The officers' store rows (POST, PUT, DELETE /api/officer/stores[/{storeId}] and
// …/{storeId}/products[/{productId}]) against DynamoDB Local, on tables of this file's own: what an
// officer saves the public store reads then show; refusals name the field and write nothing; a store
// with products is not deleted; an edit of a deleted product is 404, never a resurrection.
// (Pictures, which need the S3 stand-in, are in officer-store-media.test.ts.)

import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product, Store } from '../../common/store/store';
import {
  OFFICER_PRODUCT_PATH,
  OFFICER_PRODUCTS_PATH,
  OFFICER_STORE_PATH,
  OFFICER_STORES_PATH,
  type ProductFormInput,
  storeMessages,
} from '../../common/store/store-edits';
import type { HttpMethod } from '../../lambdas/routes';
import { apiEvent, errorText, jsonBody, memberClaims, officerClaims } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-officer-store-${process.pid}-` });
const handlers = {
  createStore: (await import('../../lambdas/handlers/create-store')).handler,
  updateStore: (await import('../../lambdas/handlers/update-store')).handler,
  deleteStore: (await import('../../lambdas/handlers/delete-store')).handler,
  createProduct: (await import('../../lambdas/handlers/create-product')).handler,
  updateProduct: (await import('../../lambdas/handlers/update-product')).handler,
  deleteProduct: (await import('../../lambdas/handlers/delete-product')).handler,
  listStores: (await import('../../lambdas/handlers/list-stores')).handler,
  listProducts: (await import('../../lambdas/handlers/list-store-products')).handler,
  getProduct: (await import('../../lambdas/handlers/get-store-product')).handler,
};

const officer = officerClaims('officer-it');

function call(
  handler: (typeof handlers)[keyof typeof handlers],
  method: HttpMethod,
  routePath: string,
  params: Record<string, string>,
  body?: unknown,
  claims = officer,
) {
  let path = routePath;
  for (const [name, value] of Object.entries(params)) path = path.replace(`{${name}}`, encodeURIComponent(value));
  return handler(
    apiEvent({
      method,
      path,
      routePath,
      ...(Object.keys(params).length > 0 ? { pathParameters: params } : {}),
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      claims,
    }),
  );
}

const send = {
  createStore: (body: unknown, claims = officer) => call(handlers.createStore, 'POST', OFFICER_STORES_PATH, {}, body, claims),
  updateStore: (storeId: string, body: unknown) => call(handlers.updateStore, 'PUT', OFFICER_STORE_PATH, { storeId }, body),
  deleteStore: (storeId: string) => call(handlers.deleteStore, 'DELETE', OFFICER_STORE_PATH, { storeId }),
  createProduct: (storeId: string, body: unknown, claims = officer) =>
    call(handlers.createProduct, 'POST', OFFICER_PRODUCTS_PATH, { storeId }, body, claims),
  updateProduct: (storeId: string, productId: string, body: unknown) =>
    call(handlers.updateProduct, 'PUT', OFFICER_PRODUCT_PATH, { storeId, productId }, body),
  deleteProduct: (storeId: string, productId: string) =>
    call(handlers.deleteProduct, 'DELETE', OFFICER_PRODUCT_PATH, { storeId, productId }),
};

const tee: ProductFormInput = {
  name: 'Club Tee',
  description: 'Soft cotton tee with the crest.',
  category: 'Apparel',
  brand: 'Blaze',
  price: 25,
  sku: 'TEE',
  stockStatus: 'in_stock',
  variants: [
    { name: 'Club Tee, M red', size: 'M', color: 'Red', price: 24.99, sku: 'TEE-M-R', stockStatus: 'in_stock' },
    { name: 'Club Tee, L red', size: 'L', color: 'Red', price: 26.5, stockStatus: 'out_of_stock' },
  ],
};

async function publicStores(): Promise<Store[]> {
  return jsonBody(await handlers.listStores(apiEvent({ path: '/api/stores' }))) as Store[];
}

async function publicProducts(id: string) {
  return handlers.listProducts(apiEvent({ path: `/api/stores/${id}/products`, pathParameters: { id } }));
}

async function publicProduct(storeId: string, productId: string) {
  return handlers.getProduct(apiEvent({ path: `/api/stores/${storeId}/products/${productId}`, pathParameters: { storeId, productId } }));
}

async function storedCount(table: 'stores' | 'products'): Promise<number> {
  const result = await local.ddb.send(new ScanCommand({ TableName: local.tableName(table), Select: 'COUNT', ConsistentRead: true }));
  return result.Count ?? 0;
}

async function newStore(name = 'Club Store', sortOrder = 1): Promise<Store> {
  const result = await send.createStore({ name, sortOrder });
  expect(result.statusCode).toBe(201);
  return jsonBody(result) as Store;
}

async function newProduct(storeId: string, body: ProductFormInput = tee): Promise<Product> {
  const result = await send.createProduct(storeId, body);
  expect(result.statusCode, String(result.body)).toBe(201);
  return jsonBody(result) as Product;
}

// Each test starts from empty tables, emptied through the rows under test.
beforeEach(async () => {
  for (const store of await publicStores()) {
    for (const product of jsonBody(await publicProducts(store.id)) as Product[]) await send.deleteProduct(store.id, product.id);
    await send.deleteStore(store.id);
  }
});

afterAll(async () => {
  await local.close();
});

describe('POST /api/officer/stores', () => {
  it('adds a store with an id made from its name, which the public list shows in its place', async () => {
    await newStore('Blaze Fossils Store', 2);
    const store = await newStore('Blaze Club Store', 1);

    expect(store).toEqual({ id: 'blaze-club-store', name: 'Blaze Club Store', sortOrder: 1 });
    expect(await publicStores()).toEqual([store, { id: 'blaze-fossils-store', name: 'Blaze Fossils Store', sortOrder: 2 }]);
  });

  it('gives a second store of the same name an id of its own', async () => {
    const first = await newStore('Club Store');
    const second = await newStore('Club Store!');

    expect(second.id).not.toBe(first.id);
    expect(second.id).toMatch(/^club-store-[0-9a-f]{6}$/);
    expect((await publicStores()).map((store) => store.id).sort()).toEqual([first.id, second.id].sort());
  });

  it('refuses a bad store with a 400 naming the field, and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [{ name: '', sortOrder: 1 }, 'name'],
      [{ name: 'x'.repeat(201), sortOrder: 1 }, 'name'],
      [{ name: 'Store', sortOrder: -1 }, 'Position'],
      [{ name: 'Store', sortOrder: 1.5 }, 'Position'],
      [{ name: 'Store', sortOrder: '1' }, 'Position'],
      [{ name: 'Store', id: 'chosen' }, 'id'],
    ];
    for (const [body, field] of cases) {
      const result = await send.createStore(body);
      expect(result.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorText(result)).toContain(field);
    }
    expect(await storedCount('stores')).toBe(0);
  });

  it('lets no member who is not an officer add a store', async () => {
    expect((await send.createStore({ name: 'Store' }, memberClaims('member-it'))).statusCode).toBe(403);
    expect(await storedCount('stores')).toBe(0);
  });
});

describe('PUT /api/officer/stores/{storeId}', () => {
  it('renames and moves a store, keeping its id', async () => {
    const store = await newStore('Club Store', 1);
    await newStore('Fossils', 2);

    const result = await send.updateStore(store.id, { name: 'Club Shop', sortOrder: 3 });

    expect(result.statusCode).toBe(200);
    expect(await publicStores()).toEqual([
      { id: 'fossils', name: 'Fossils', sortOrder: 2 },
      { id: store.id, name: 'Club Shop', sortOrder: 3 },
    ]);
  });

  it('answers 404 for a store that does not exist, and creates none', async () => {
    const result = await send.updateStore('no-such-store', { name: 'Ghost', sortOrder: 1 });

    expect(result.statusCode).toBe(404);
    expect(errorText(result)).toBe(storeMessages.unknownStore);
    expect(await storedCount('stores')).toBe(0);
  });
});

describe('DELETE /api/officer/stores/{storeId}', () => {
  it('refuses with 409 while the store has products, and deletes it once they are gone', async () => {
    const store = await newStore();
    const product = await newProduct(store.id);

    const refused = await send.deleteStore(store.id);
    expect(refused.statusCode).toBe(409);
    expect(errorText(refused)).toBe(storeMessages.storeHasProducts(1));
    expect(await publicStores()).toHaveLength(1);

    expect((await send.deleteProduct(store.id, product.id)).statusCode).toBe(200);
    const deleted = await send.deleteStore(store.id);
    expect(deleted.statusCode).toBe(200);
    expect(jsonBody(deleted)).toEqual({ deleted: store.id });
    expect(await publicStores()).toEqual([]);
    expect((await publicProducts(store.id)).statusCode).toBe(404);
  });

  it('answers 404 for a store already deleted', async () => {
    const store = await newStore();
    await send.deleteStore(store.id);

    expect((await send.deleteStore(store.id)).statusCode).toBe(404);
  });
});

describe('POST /api/officer/stores/{storeId}/products', () => {
  it('adds a product with its variants, which the public list and product page show', async () => {
    const store = await newStore();

    const product = await newProduct(store.id);

    expect(product).toMatchObject({
      id: 'club-tee',
      storeId: store.id,
      name: 'Club Tee',
      price: 25,
      stockStatus: 'in_stock',
      images: [],
      ProductImages: [],
    });
    expect(product.ProductVariants).toEqual([
      expect.objectContaining({ name: 'Club Tee, M red', size: 'M', color: 'Red', price: 24.99, sku: 'TEE-M-R', stockStatus: 'in_stock' }),
      expect.objectContaining({ name: 'Club Tee, L red', size: 'L', price: 26.5, sku: null, stockStatus: 'out_of_stock' }),
    ]);
    const [first, second] = product.ProductVariants;
    expect(first?.id).toMatch(/^v-[0-9a-f]{8}$/);
    expect(first?.id).not.toBe(second?.id);
    expect(jsonBody(await publicProducts(store.id))).toEqual([product]);
    expect(jsonBody(await publicProduct(store.id, product.id))).toEqual(product);
  });

  it('answers 404 for a store that does not exist, and writes nothing', async () => {
    const result = await send.createProduct('no-such-store', tee);

    expect(result.statusCode).toBe(404);
    expect(errorText(result)).toBe(storeMessages.unknownStore);
    expect(await storedCount('products')).toBe(0);
    expect(await storedCount('stores')).toBe(0);
  });

  it('refuses a bad product with a 400 naming the field, and stores nothing', async () => {
    const store = await newStore();
    const variant = tee.variants?.[0];
    const cases: [unknown, string][] = [
      [{ ...tee, name: ' ' }, 'Product name'],
      [{ ...tee, price: -1 }, 'Price'],
      [{ ...tee, price: 24.999 }, 'whole cents'],
      [{ ...tee, price: 100_000.01 }, 'Price'],
      [{ ...tee, price: '25' }, 'Price'],
      [{ ...tee, stockStatus: 'plenty' }, 'Stock'],
      [{ ...tee, description: 'x'.repeat(5_001) }, 'Description'],
      [{ ...tee, variants: [{ ...variant, price: -5 }] }, 'Variant price'],
      [{ ...tee, variants: [{ ...variant, size: '', color: '' }] }, 'size or a colour'],
      [{ ...tee, variants: [variant, { ...variant, name: 'Again' }] }, 'same size and colour'],
      [{ ...tee, variants: [{ ...variant, id: 'v-12345678' }] }, storeMessages.unknownVariant],
      [{ ...tee, images: [{ url: '/media/store/other.webp', mockupType: null }] }, storeMessages.unknownImage],
      [{ ...tee, images: [{ uploadId: 'not-an-upload', mockupType: null }] }, 'upload'],
      [{ ...tee, images: Array.from({ length: 6 }, () => ({ uploadId: crypto.randomUUID() })) }, 'at most 5'],
      [{ ...tee, productId: 'mine' }, 'productId'],
    ];
    for (const [body, field] of cases) {
      const result = await send.createProduct(store.id, body);
      expect(result.statusCode, field).toBe(400);
      expect(errorText(result)).toContain(field);
    }
    expect(await storedCount('products')).toBe(0);
  });

  it('gives a second product of the same name in the store an id of its own', async () => {
    const store = await newStore();
    const first = await newProduct(store.id);
    const second = await newProduct(store.id);

    expect(second.id).toMatch(/^club-tee-[0-9a-f]{6}$/);
    expect((jsonBody(await publicProducts(store.id)) as Product[]).map((p) => p.id).sort()).toEqual([first.id, second.id].sort());
  });

  it('lets no member who is not an officer add a product', async () => {
    const store = await newStore();

    expect((await send.createProduct(store.id, tee, memberClaims('member-it'))).statusCode).toBe(403);
    expect(await storedCount('products')).toBe(0);
  });
});

describe('PUT /api/officer/stores/{storeId}/products/{productId}', () => {
  it('changes prices and stock, keeps variant ids it names and adds the new ones', async () => {
    const store = await newStore();
    const product = await newProduct(store.id);
    const [medium] = product.ProductVariants;

    const result = await send.updateProduct(store.id, product.id, {
      ...tee,
      price: 19.5,
      variants: [
        { id: medium?.id, name: 'Club Tee, M red', size: 'M', color: 'Red', price: 21, stockStatus: 'out_of_stock' },
        { name: 'Club Tee, S blue', size: 'S', color: 'Blue', price: 20 },
      ],
    });

    expect(result.statusCode, String(result.body)).toBe(200);
    const saved = jsonBody(result) as Product;
    expect(saved.price).toBe(19.5);
    expect(saved.ProductVariants.map((v) => [v.id === medium?.id, v.size, v.price, v.stockStatus])).toEqual([
      [true, 'M', 21, 'out_of_stock'],
      [false, 'S', 20, null],
    ]);
    expect(jsonBody(await publicProduct(store.id, product.id))).toEqual(saved);
  });

  it('keeps the product as it was when the change is refused', async () => {
    const store = await newStore();
    const product = await newProduct(store.id);

    const result = await send.updateProduct(store.id, product.id, { ...tee, price: -3 });

    expect(result.statusCode).toBe(400);
    expect(jsonBody(await publicProduct(store.id, product.id))).toEqual(product);
  });

  it('answers 404 for a product of another store, and writes nothing there', async () => {
    const store = await newStore('Club Store');
    const other = await newStore('Fossils');
    const product = await newProduct(store.id);

    const result = await send.updateProduct(other.id, product.id, tee);

    expect(result.statusCode).toBe(404);
    expect(errorText(result)).toBe(storeMessages.unknownProduct);
    expect(jsonBody(await publicProducts(other.id))).toEqual([]);
  });
});

describe('DELETE /api/officer/stores/{storeId}/products/{productId}', () => {
  it('removes the product from the list and its page, and an edit of it stays deleted', async () => {
    const store = await newStore();
    const product = await newProduct(store.id);

    const result = await send.deleteProduct(store.id, product.id);

    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual({ deleted: product.id });
    expect(jsonBody(await publicProducts(store.id))).toEqual([]);
    expect((await publicProduct(store.id, product.id)).statusCode).toBe(404);
    expect((await send.deleteProduct(store.id, product.id)).statusCode).toBe(404);
    expect((await send.updateProduct(store.id, product.id, tee)).statusCode).toBe(404);
    expect(await storedCount('products')).toBe(0);
  });
});
